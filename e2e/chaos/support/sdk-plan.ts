import { seededRandom } from './prng.ts';

/** One step of an SDK sequence, run in the page (`powerbi.embed` on a div, and a `<pbi-report>` element). */
export type SdkAction =
  /** `powerbi.embed(host, config of report)`: a first embed, or a switch of the embedded report. */
  | { kind: 'embed'; report: number }
  /** `powerbi.reset(host)`. */
  | { kind: 'reset' }
  /** A call on the current embed object, often before it has `loaded`. */
  | { kind: 'call'; call: 'getPages' | 'getFilters' | 'updateSettings' | 'getActivePage' }
  /** `<pbi-report>`: created, or its report switched (report-id and embed-url attributes). */
  | { kind: 'element'; report: number }
  /**
   * `<EmbedComponent>` of @org/react-embed: rendered, or rendered again with another report's config,
   * then `afterMs` (0–120) before the next step: React merges renders of one task, so its switches
   * race the 100 ms between loads only from task to task.
   */
  | { kind: 'component'; report: number; afterMs: number }
  /** A pause of `ms` (0–300) before the next step. */
  | { kind: 'gap'; ms: number };

interface SdkPlan {
  seed: number;
  cpuRate: number;
  frameDelayMs: number;
  frameBootMs: number;
  actions: SdkAction[];
}

/** The report ids a sequence embeds; the fake frame serves any id (its sample report). */
export const SDK_REPORTS = ['chaos-report-a', 'chaos-report-b', 'chaos-report-c'];

export function sdkPlan(seed: number): SdkPlan {
  // Another stream than the viewer's for the same seed.
  const random = seededRandom(seed ^ 0x5d4c3b2a);
  const plan: SdkPlan = {
    seed,
    cpuRate: random.pick([1, 2, 4, 6, 10]),
    frameDelayMs: random.pick([0, 0, 50, 200]),
    frameBootMs: random.pick([0, 300, 1200]),
    actions: [{ kind: 'embed', report: random.int(0, SDK_REPORTS.length - 1) }],
  };
  const length = random.int(5, 12);
  for (let i = 0; i < length; i += 1) {
    const kind = random.weighted({ embed: 25, reset: 6, call: 30, element: 15, gap: 24 });
    if (kind === 'embed' || kind === 'element') {
      plan.actions.push({ kind, report: random.int(0, SDK_REPORTS.length - 1) });
    } else if (kind === 'call') {
      plan.actions.push({ kind, call: random.pick(['getPages', 'getFilters', 'updateSettings', 'getActivePage']) });
    } else if (kind === 'gap') {
      plan.actions.push({ kind, ms: random.int(0, 300) });
    } else {
      plan.actions.push({ kind });
    }
  }
  // The <EmbedComponent> steps come from a stream of their own, placed between the others: the plans
  // of the seeds from before they were added stay as they were (the README's table names some).
  const components = seededRandom(seed ^ 0x2c1b0a99);
  const actions: SdkAction[] = [];
  for (const action of plan.actions) {
    actions.push(action);
    if (components.chance(0.3)) {
      actions.push({
        kind: 'component',
        report: components.int(0, SDK_REPORTS.length - 1),
        afterMs: components.int(0, 120),
      });
    }
  }
  plan.actions = actions;
  return plan;
}

export function describeSdkPlan(plan: SdkPlan): string {
  const what = (a: SdkAction) => {
    switch (a.kind) {
      case 'embed':
        return `powerbi.embed(${SDK_REPORTS[a.report]})`;
      case 'element':
        return `<pbi-report report-id="${SDK_REPORTS[a.report]}">`;
      case 'component':
        return `<EmbedComponent embedConfig={${SDK_REPORTS[a.report]}}>, then ${a.afterMs} ms`;
      case 'call':
        return `report.${a.call}()`;
      case 'gap':
        return `wait ${a.ms} ms`;
      default:
        return 'powerbi.reset(host)';
    }
  };
  return [
    `CPU ${plan.cpuRate}×, frame delay ${plan.frameDelayMs} ms, frame boot ${plan.frameBootMs} ms`,
    ...plan.actions.map((a, i) => `  ${i + 1}. ${what(a)}`),
  ].join('\n');
}
