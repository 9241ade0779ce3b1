import type { Harness, HostPage, Scenario } from './harness';

export { ADMISSIONS_FILTER } from '@org/test-harness';

/** Embeds `config` into a fresh container, waits for `rendered`, keeps `report` and `el` in vars. */
export const embedAndWait: Scenario<{ src: string }, Record<string, unknown>> = async (_pbi, powerbi, config, t) => {
  const el = t.container();
  const rendered = t.nextEvent(el, 'rendered');
  const report = powerbi.embed(el, config);
  Object.assign(t.vars, { report, el });
  await rendered;
  return { src: report.iframe.src.replace(report.config.uniqueId, '<uid>') };
};

/** The report URLs, configs and embed step the conformance suites share, for harness `h`. */
export function reportScenarios(h: Harness) {
  /** The report frame URL; `noReady=1` keeps the frame from posting /ready on its own (tests post it on cue). */
  const reportUrl = (query: Record<string, string> = {}) =>
    h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1', ...query });

  /** The smallest valid report config. */
  const reportConfig = (embedUrl = reportUrl(), extra: Record<string, unknown> = {}) => ({
    type: 'report',
    id: 'R1',
    embedUrl,
    accessToken: 'TOKEN-0',
    tokenType: 1,
    ...extra,
  });

  /** Embeds a report and waits until the frame's replies have arrived. */
  async function embed(host: HostPage, config: Record<string, unknown> = reportConfig()) {
    const result = await host.run(embedAndWait, config);
    await host.settle();
    return result;
  }

  return { reportUrl, reportConfig, embed };
}
