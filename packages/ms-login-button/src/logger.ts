/** Writes one step of the sign-in flow to the console when debugging (the `debug` prop). */
export type Logger = (step: string, detail?: unknown) => void;
