/** Writes one step of the sign-in flow to the console when debugging. */
export type Logger = (step: string, detail?: unknown) => void;

/** A logger that prints only when `debug` is on (the `debug` prop). */
export function createLogger(debug: boolean | undefined): Logger {
  return (step, detail) => {
    if (debug) console.debug(`[ms-login-button] ${step}`, detail ?? '');
  };
}
