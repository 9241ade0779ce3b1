// C-HOST-04: a component's constructor only assigns; the configuration and the iframe are the work
// of an explicit step, `setUp`, run last by the constructor of the class built. So the fields of a
// type are plain fields (set before `setUp` reads them), while a class written for powerbi-client
// that extends `Embed` or a built-in type is still set up by the constructor it calls, and throws
// from it, as there. Run in Node with a fake host (the part of a service a component asks for)
// whose frames feature never creates the frame.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { IError } from '@org/embed-models';
import type { IEmbedConfigurationBase } from '../../src/configurations';
import { Create } from '../../src/embeds/create';
import { Dashboard } from '../../src/embeds/dashboard';
import { Embed } from '../../src/embeds/embed';
import { Qna } from '../../src/embeds/qna';
import { QuickCreate } from '../../src/embeds/quick-create';
import { Report } from '../../src/embeds/report';
import { Tile } from '../../src/embeds/tile';
import { Visual } from '../../src/embeds/visual';
import type { EmbedService } from '../../src/service/embed-service';
import { fakeElement, fakeHost, thrown } from './fake-host';

const embedsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/embeds');

const reportUrl = 'https://app.powerbi.com/reportEmbed?reportId=R1&groupId=G1';
const report = { type: 'report', embedUrl: reportUrl, accessToken: 'T', tokenType: 1 } as IEmbedConfigurationBase;

/** The classes of a source file with the `declare`d members of each (a re-typing has no field). */
function declaredMembers(source: string): { name: string; base?: string; declared: string[] }[] {
  return [...source.matchAll(/^export (?:abstract )?class (\w+)(?: extends (\w+))?[^{]*\{([\s\S]*?)^\}/gm)].map(
    ([, name, base, body]) => ({
      name: name!,
      base,
      declared: [...body!.matchAll(/^ {2}declare (?:(?:private|protected|readonly) )*(\w+)/gm)].map(([, m]) => m!),
    }),
  );
}

describe('[C-HOST-04] constructors only assign; set-up is an explicit step', () => {
  it('[C-HOST-04] no subclass in src/embeds declares a field: the only `declare` left re-types Embed’s `config`, and Report patches nothing', () => {
    const files = readdirSync(embedsDir).filter((file) => file.endsWith('.ts'));
    const subclasses = files.flatMap((file) =>
      declaredMembers(readFileSync(path.join(embedsDir, file), 'utf8'))
        .filter((entry) => entry.base)
        .map((entry) => ({ file, ...entry })),
    );
    expect(subclasses.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Report', 'Visual', 'Dashboard', 'Tile', 'Qna', 'Create', 'QuickCreate', 'Page']),
    );
    expect(subclasses.filter((entry) => entry.declared.some((member) => member !== 'config'))).toEqual([]);
    expect(readFileSync(path.join(embedsDir, 'report.ts'), 'utf8')).not.toMatch(/defineProperty/);
  });

  it('[C-HOST-04] a type built like the built-in ones reads its plain fields in configChanged and validate', () => {
    class Probe extends Embed {
      rules: string[] = ['from a field'];
      seen: string[] = [];
      constructor(service: EmbedService, element: HTMLElement, config: IEmbedConfigurationBase) {
        super(service, element, config, undefined, undefined, undefined, true);
        this.loadPath = '/report/load';
        this.setUp(config);
      }
      getId(): string {
        return 'P1';
      }
      configChanged(): void {
        this.seen.push(...this.rules);
      }
      validate(config: IEmbedConfigurationBase): IError[] | undefined {
        this.seen.push('validated ' + config.type);
        return this.rules.length ? undefined : [{ message: 'no rules' }];
      }
      getDefaultEmbedUrlEndpoint(): string {
        return 'reportEmbed';
      }
    }
    const probe = new Probe(fakeHost(), fakeElement(), report);
    expect(probe.seen).toEqual(['from a field', 'validated report']);
    expect(probe.rules).toEqual(['from a field']);
    expect(probe.config.uniqueId).toEqual(expect.any(String));
  });

  it('[C-HOST-04] every built-in type is set up once, after its own constructor has set its fields', () => {
    // The real populateConfig, observed: what the instance holds when it runs.
    const original = Embed.prototype.populateConfig;
    const seen: { type: string; loadPath?: string; bookmarks: boolean; events: number }[] = [];
    Embed.prototype.populateConfig = function (this: Embed, ...args: Parameters<Embed['populateConfig']>) {
      seen.push({
        type: this.constructor.name,
        loadPath: this.loadPath,
        bookmarks: !!(this as Partial<Report>).bookmarksManager,
        events: this.allowedEvents.length,
      });
      return original.apply(this, args);
    };
    try {
      const host = fakeHost();
      const visualConfig = { ...report, type: 'visual', pageName: 'P', visualName: 'V' };
      new Report(host, fakeElement(), report);
      new Visual(host, fakeElement(), visualConfig as IEmbedConfigurationBase);
      new Dashboard(host, fakeElement(), {
        type: 'dashboard',
        embedUrl: 'https://app.powerbi.com/dashboardEmbed?dashboardId=D1',
        accessToken: 'T',
      } as IEmbedConfigurationBase);
      new Tile(host, fakeElement(), {
        type: 'tile',
        embedUrl: 'https://app.powerbi.com/embed?dashboardId=D1&tileId=T1',
        accessToken: 'T',
        dashboardId: 'D1',
      } as IEmbedConfigurationBase);
      new Qna(host, fakeElement(), {
        type: 'qna',
        embedUrl: 'https://app.powerbi.com/qnaEmbed',
        accessToken: 'T',
        datasetIds: ['S1'],
      } as IEmbedConfigurationBase);
      const create = new Create(host, fakeElement(), {
        type: 'create',
        embedUrl: 'https://app.powerbi.com/reportEmbed?datasetId=S1',
        accessToken: 'T',
      } as IEmbedConfigurationBase);
      const quick = new QuickCreate(host, fakeElement(), {
        type: 'quickCreate',
        embedUrl: 'https://app.powerbi.com/quickCreate',
        accessToken: 'T',
        datasetCreateConfig: {},
      } as IEmbedConfigurationBase);
      expect(create.createConfig).toMatchObject({ datasetId: 'S1', accessToken: 'T' });
      expect(quick.createConfig).toBe(quick.config);
    } finally {
      Embed.prototype.populateConfig = original;
    }
    const base = Embed.allowedEvents.length;
    expect(seen).toEqual([
      { type: 'Report', loadPath: '/report/load', bookmarks: true, events: base + Report.allowedEvents.length },
      { type: 'Visual', loadPath: '/report/load', bookmarks: true, events: base + Report.allowedEvents.length },
      {
        type: 'Dashboard',
        loadPath: '/dashboard/load',
        bookmarks: false,
        events: base + Dashboard.allowedEvents.length,
      },
      { type: 'Tile', loadPath: '/tile/load', bookmarks: false, events: base + Tile.allowedEvents.length },
      { type: 'Qna', loadPath: '/qna/load', bookmarks: false, events: base + Qna.allowedEvents.length },
      { type: 'Create', loadPath: undefined, bookmarks: false, events: base },
      { type: 'QuickCreate', loadPath: undefined, bookmarks: false, events: base },
    ]);
  });

  it('[C-HOST-04] code written for powerbi-client: its subclasses, constructed directly, come out set up and throw from the constructor', () => {
    class MyReport extends Report {
      x = 1;
    }
    const host = fakeHost();
    const mine = new MyReport(host, fakeElement(), report);
    expect(mine.x).toBe(1);
    expect(mine.config).toMatchObject({ id: 'R1', groupId: 'G1', uniqueId: expect.any(String) });
    expect(mine.loadPath).toBe('/report/load');
    expect(host.features!.frames!.defer).toHaveBeenCalledTimes(1);
    expect(host.router.post).toHaveBeenCalledWith(
      `/reports/${mine.config.uniqueId}/eventHooks/:eventName`,
      expect.any(Function),
    );
    expect(
      (thrown(() => new MyReport(fakeHost(), fakeElement(), { ...report, accessToken: undefined })) as Error).message,
    ).toMatch(/^No access token was found for element\./);
    expect(thrown(() => new MyReport(fakeHost(), fakeElement(), { ...report, tokenType: 7 } as never))).toEqual([
      expect.objectContaining({ message: expect.any(String) }),
    ]);

    // A type of its own over Embed, as powerbi-client's register() takes: set up by Embed's constructor.
    class Custom extends Embed {
      getId() {
        return null;
      }
      configChanged() {}
      validate(config: IEmbedConfigurationBase): IError[] | undefined {
        return config.accessToken === 'bad' ? [{ message: 'bad token' }] : undefined;
      }
      getDefaultEmbedUrlEndpoint() {
        return 'customEmbed';
      }
    }
    const custom = new Custom(fakeHost(), fakeElement(), { ...report, type: 'custom' });
    expect(custom.config).toMatchObject({ embedUrl: reportUrl, accessToken: 'T', uniqueId: expect.any(String) });
    expect(thrown(() => new Custom(fakeHost(), fakeElement(), { ...report, accessToken: 'bad' }))).toEqual([
      { message: 'bad token' },
    ]);
  });

  it('[C-HOST-04] the bookmarks manager asks the frame of its report’s iframe, made after the report', async () => {
    const host = fakeHost({ hpm: { get: vi.fn(() => Promise.resolve({ statusCode: 200, body: ['bookmark'] })) } });
    const made = new Report(host, fakeElement(), report);
    expect(made.iframe).toBeUndefined();
    const contentWindow = {} as Window;
    made.iframe = { contentWindow } as HTMLIFrameElement;
    await expect(made.bookmarksManager.getBookmarks()).resolves.toEqual(['bookmark']);
    // The caller's config object (no uniqueId): its uid header, as the reference sends.
    expect(host.hpm.get).toHaveBeenCalledWith('/report/bookmarks', { uid: undefined }, contentWindow);
  });
});
