import { seededRandom } from './prng.ts';

/** One step of a viewer sequence. Reports are indexes into the signed-in account's dashboards. */
export type ViewerAction =
  /** Sidebar clicks from inside the page, each `gapMs` after the one before (0–300 ms). */
  | { kind: 'clicks'; clicks: { report: number; gapMs: number }[] }
  | { kind: 'back' }
  | { kind: 'forward' }
  | { kind: 'reload' }
  /** The `jwt_token` cookie replaced by a forged one, then /dashboard opened: must end on '/' with INVALID TOKEN. */
  | { kind: 'forgeCookie' }
  /** The API process stopped (SIGSTOP) for `ms`, while the sequence goes on. */
  | { kind: 'freezeApi'; ms: number }
  /** The API frozen past the viewer's request deadline while the page reloads: no endless 'Loading...'. */
  | { kind: 'freezeApiPastDeadline' }
  /** The API run at a duty cycle (stopped `stopMs` of every 200 ms) for `ms`. */
  | { kind: 'slowApi'; ms: number; stopMs: number }
  /** The API killed; the local stack must bring it back. */
  | { kind: 'restartApi' }
  /** Wait until the screen is quiet and check the invariants before going on. */
  | { kind: 'settle' }
  /** A sidebar click, then Log Out while its report loads: ends on '/' with no alert. */
  | { kind: 'logoutMidLoad'; report: number }
  /** Another tab of the session logs out: this tab ends on '/' with the logged-out-elsewhere alert. */
  | { kind: 'otherTabLogout' };

/** A seed's whole schedule: the browser's and the frame's conditions, then the actions. */
interface ViewerPlan {
  seed: number;
  /** Chromium's CPU slowed this many times (DevTools' Emulation.setCPUThrottlingRate), 1–10. */
  cpuRate: number;
  /** The fake frame waits this long before every answer (its `delay` switch). */
  frameDelayMs: number;
  /** The frame's script arrives this late (its `bootMs` switch). */
  frameBootMs: number;
  /** Each load and render takes this long in the frame (its `loadMs` and `renderMs` switches). */
  frameLoadMs: number;
  /** The first report frame never answers its load (`hang=/report/load`); the viewer's watch must give it a new one. */
  hangFirstFrameLoad: boolean;
  actions: ViewerAction[];
}

/**
 * The schedule of `seed` for an account with `reportCount` dashboards. Actions that end the session
 * come last. `apiRestarts` says whether the stack brings a killed API back (else no kill is planned).
 */
export function viewerPlan(seed: number, reportCount: number, { apiRestarts }: { apiRestarts: boolean }): ViewerPlan {
  const random = seededRandom(seed);
  const report = () => random.int(0, reportCount - 1);
  const plan: ViewerPlan = {
    seed,
    cpuRate: random.pick([1, 1, 2, 4, 6, 8, 10]),
    frameDelayMs: random.pick([0, 0, 50, 150, 300]),
    frameBootMs: random.pick([0, 0, 300, 1200]),
    frameLoadMs: random.pick([0, 0, 400, 1000]),
    hangFirstFrameLoad: random.chance(0.12),
    actions: [],
  };
  const length = random.int(4, 8);
  for (let i = 0; i < length; i += 1) {
    const kind = random.weighted({
      clicks: 40,
      back: 8,
      forward: 5,
      reload: 7,
      forgeCookie: 10,
      freezeApi: 6,
      slowApi: 6,
      restartApi: 4,
      settle: 10,
    });
    switch (kind) {
      case 'clicks': {
        const count = random.int(1, 4);
        const clicks = Array.from({ length: count }, () => ({ report: report(), gapMs: random.int(0, 300) }));
        plan.actions.push({ kind, clicks });
        break;
      }
      case 'freezeApi':
        plan.actions.push({ kind, ms: random.int(500, 4000) });
        break;
      case 'slowApi':
        plan.actions.push({ kind, ms: random.int(1000, 5000), stopMs: random.pick([50, 100, 150]) });
        break;
      case 'restartApi':
        // Where the stack does not bring a dead API back, a freeze stands in (no draw: the rest of the plan is the
        // same on every checkout).
        plan.actions.push(apiRestarts ? { kind } : { kind: 'freezeApi', ms: 3000 });
        break;
      default:
        plan.actions.push({ kind });
    }
  }
  // The long freeze costs the deadline and more: one seed in five.
  if (random.chance(0.2)) plan.actions.splice(random.int(0, plan.actions.length), 0, { kind: 'freezeApiPastDeadline' });
  const end = random.weighted({ none: 70, logoutMidLoad: 15, otherTabLogout: 15 });
  if (end === 'logoutMidLoad') plan.actions.push({ kind: end, report: report() });
  if (end === 'otherTabLogout') plan.actions.push({ kind: end });
  return plan;
}

/** A plan in one line per action, for the report of a failing seed. */
export function describePlan(plan: ViewerPlan, names: readonly string[]): string {
  const what = (action: ViewerAction) => {
    switch (action.kind) {
      case 'clicks':
        return `clicks ${action.clicks.map((c) => `+${c.gapMs}ms "${names[c.report]}"`).join(', ')}`;
      case 'freezeApi':
        return `API frozen ${action.ms} ms`;
      case 'slowApi':
        return `API slowed (stopped ${action.stopMs} of every 200 ms) for ${action.ms} ms`;
      case 'logoutMidLoad':
        return `click "${names[action.report]}", then Log Out while it loads`;
      default:
        return action.kind;
    }
  };
  return [
    `CPU ${plan.cpuRate}×, frame delay ${plan.frameDelayMs} ms, frame boot ${plan.frameBootMs} ms, load ${plan.frameLoadMs} ms${
      plan.hangFirstFrameLoad ? ', first frame hangs its load' : ''
    }`,
    ...plan.actions.map((action, i) => `  ${i + 1}. ${what(action)}`),
  ].join('\n');
}
