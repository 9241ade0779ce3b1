/**
 * The opt-in boot cost: how long the real service's frame takes before its scripts are ready
 * (`bootMs`: the iframe `load` event and `POST /ready`), per load before `loaded` (`loadMs`) and
 * per render before `rendered` (`renderMs`). Off unless asked for, so tests stay fast.
 */
export interface BootCost {
  /** Milliseconds from the frame page's navigation until its scripts are ready. */
  bootMs: number;
  /** Milliseconds from an accepted load (or prepare) until `loaded`. */
  loadMs: number;
  /** Milliseconds from `loaded` (or a render request) until `rendered`. */
  renderMs: number;
}

/** How a boot cost is asked for: `bootCost` turns on the defaults; explicit costs always win. */
export interface BootCostOptions {
  /** Turn on the documented defaults ({@link BOOT_COST_DEFAULTS}) for every cost not given. */
  bootCost?: boolean;
  bootMs?: number;
  loadMs?: number;
  renderMs?: number;
}

/** What `bootCost` turns on: about what the real service takes on a good connection. */
export const BOOT_COST_DEFAULTS: Readonly<BootCost> = Object.freeze({ bootMs: 1200, loadMs: 400, renderMs: 300 });

/** No cost at all: the default. */
export const NO_BOOT_COST: Readonly<BootCost> = Object.freeze({ bootMs: 0, loadMs: 0, renderMs: 0 });

const COSTS = ['bootMs', 'loadMs', 'renderMs'] as const;

/**
 * The costs in force: each explicit cost, else the default when `bootCost` is on, else 0. Throws a
 * clear error for a cost that is not a non-negative number.
 */
export function resolveBootCost(options: BootCostOptions = {}): BootCost {
  const cost = { ...NO_BOOT_COST };
  for (const name of COSTS) {
    const value = options[name];
    if (value === undefined) {
      if (options.bootCost) cost[name] = BOOT_COST_DEFAULTS[name];
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new TypeError(`${name} must be a number of milliseconds (0 or more), not ${JSON.stringify(value)}`);
    }
    cost[name] = value;
  }
  return cost;
}

/** Parses a millisecond count given as text (a CLI flag); throws an error naming `name` when it is not one. */
export function parseMilliseconds(name: string, text: string): number {
  const value = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new TypeError(`${name} must be a number of milliseconds (0 or more), not "${text}"`);
  }
  return value;
}
