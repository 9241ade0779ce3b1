/** Thrown when the environment does not describe a runnable API; lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid API configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
