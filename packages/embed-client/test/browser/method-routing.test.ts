/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Method routing (C-COMPAT-24): the public methods that, in powerbi-client 2.22.4, call another public
 * method of the same object or of the service. Read from its published dist/powerbi.js (each
 * `X.prototype.m` whose body calls `this.n(…)` / `_this.n(…)` / `this.service.n(…)` with `n` public):
 *
 * | caller                                                   | calls                                   |
 * | -------------------------------------------------------- | --------------------------------------- |
 * | `Embed.reload`                                           | `load`                                  |
 * | `Embed.load` (and the create of `Create`/`QuickCreate`)  | `service.getSdkSessionId`               |
 * | `Report.removeFilters`, `Page.removeFilters`             | `updateFilters(RemoveAll)`              |
 * | `VisualDescriptor.removeFilters`                         | `updateFilters(RemoveAll)`              |
 * | `Visual.removeFilters(level)`                            | `updateFilters(RemoveAll, undefined, level)` |
 * | `Report.add/removeContextMenuCommand`, `add/removeOptionsMenuCommand` | `updateSettings`           |
 * | `Report.setVisualDisplayState`, `resizeVisual`, `moveVisual` | `getPageByName`, then `updateSettings` |
 * | `Report.resizeActivePage`, `switchLayout`, `setZoom`     | `updateSettings`                        |
 * | `Service.init`                                           | `embed` (one per element)               |
 *
 * Every one runs in both clients with the callees wrapped by spies on the instance (as an app's
 * instrumentation or test double does); the calls the spies saw must be the same.
 */
import { describe, expect, it } from 'vitest';
import { inBothClients } from './support/conformance';
import { setUpHarness } from './support/harness';
import { reportScenarios } from './support/report-scenarios';

const h = setUpHarness();
const { reportConfig, reportUrl } = reportScenarios(h);

describe('method routing as powerbi-client', { timeout: 60_000 }, () => {
  it('[C-COMPAT-24] public methods call the public methods the reference calls, seen by spies on the instance', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run(async (_pbi, powerbi, config, t) => {
        const log: string[] = [];
        const spy = (target: any, label: string, names: string[]) => {
          for (const name of names) {
            const original = target[name];
            target[name] = function (this: unknown, ...args: unknown[]) {
              log.push(
                `  ${label}.${name}(${args.map((a) => (a instanceof HTMLElement ? 'element' : a === undefined ? 'undefined' : JSON.stringify(a))).join(', ')})`,
              );
              return original.apply(this, args);
            };
          }
        };
        const step = async (label: string, call: () => unknown) => {
          log.push(label);
          await Promise.resolve(call()).catch(() => log.push('  (rejected)'));
        };
        spy(powerbi, 'service', ['getSdkSessionId']);
        const el = t.container();
        const rendered = t.nextEvent(el, 'rendered');
        await step('embed a report', () => {
          t.vars.report = powerbi.embed(el, config);
        });
        await rendered;
        const r = t.vars.report;
        const page = await r.getPageByName('ReportSection1');
        const [visual] = await page.getVisuals();
        spy(r, 'report', ['load', 'updateFilters', 'updateSettings', 'getPageByName']);
        spy(page, 'page', ['updateFilters']);
        spy(visual, 'visual', ['updateFilters']);
        await step('report.reload()', () => r.reload());
        // The second within the 100 ms rule: it is not sent, but has asked the service for the session id.
        await step('report.reload() twice at once', () => Promise.all([r.reload(), r.reload()]));
        await step('report.removeFilters()', () => r.removeFilters());
        await step('page.removeFilters()', () => page.removeFilters());
        await step('visualDescriptor.removeFilters()', () => visual.removeFilters());
        await step('report.addContextMenuCommand()', () => r.addContextMenuCommand('cmd', 'Title'));
        await step('report.removeContextMenuCommand()', () => r.removeContextMenuCommand('cmd'));
        await step('report.addOptionsMenuCommand()', () => r.addOptionsMenuCommand('opt', 'Title'));
        await step('report.removeOptionsMenuCommand()', () => r.removeOptionsMenuCommand('opt'));
        await step('report.setVisualDisplayState()', () => r.setVisualDisplayState('ReportSection1', visual.name, 0));
        await step('report.resizeVisual()', () => r.resizeVisual('ReportSection1', visual.name, 300, 200));
        await step('report.moveVisual()', () => r.moveVisual('ReportSection1', visual.name, 10, 20));
        await step('report.resizeActivePage()', () => r.resizeActivePage(4, 640, 360));
        await step('report.switchLayout()', () => r.switchLayout(1));
        await step('report.setZoom()', () => r.setZoom(1.5));

        const visualEl = t.container();
        const visualRendered = t.nextEvent(visualEl, 'rendered');
        const visualEmbed = powerbi.embed(visualEl, {
          ...config,
          type: 'visual',
          pageName: 'ReportSection1',
          visualName: visual.name,
        });
        await visualRendered;
        spy(visualEmbed, 'visual embed', ['updateFilters']);
        await step('visual.removeFilters()', () => visualEmbed.removeFilters());
        await step('visual.removeFilters(FiltersLevel.Page)', () => visualEmbed.removeFilters(1));

        const holder = t.container();
        for (const id of ['R2', 'R3']) {
          const child = holder.appendChild(document.createElement('div'));
          child.setAttribute('powerbi-embed-url', config.embedUrl);
          child.setAttribute('powerbi-type', 'report');
          child.setAttribute('powerbi-report-id', id);
          child.setAttribute('powerbi-access-token', 'TOKEN-A');
        }
        spy(powerbi, 'service', ['embed']);
        await step('service.init()', () => powerbi.init(holder));
        return log;
      }, reportConfig(reportUrl())),
    );
    expect(runs.ours.raw).toEqual(runs.reference.raw);
    // Each caller reached its callee (the list is not vacuous).
    const log = (runs.ours.raw as string[]).join('\n');
    for (const seen of [
      'report.reload()\n  report.load()',
      'report.reload() twice at once\n  report.load()\n  service.getSdkSessionId()\n  report.load()\n  service.getSdkSessionId()',
      'report.removeFilters()\n  report.updateFilters(0)',
      'page.removeFilters()\n  page.updateFilters(0)',
      'visualDescriptor.removeFilters()\n  visual.updateFilters(0)',
      'visual.removeFilters(FiltersLevel.Page)\n  visual embed.updateFilters(0, undefined, 1)',
      'report.setZoom()\n  report.updateSettings(',
      'service.init()\n  service.embed(element, undefined)\n  service.embed(element, undefined)',
    ]) {
      expect(log).toContain(seen);
    }
    expect(log).toMatch(/embed a report\n(.*\n)*? {2}service\.getSdkSessionId\(\)/);
  });
});
