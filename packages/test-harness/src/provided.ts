// What the browser projects' global setup provides to their test files (vitest `provide`/`inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared Chromium listens (`chromium.connect` it). */
    chromiumWsEndpoint: string;
  }
}

export {};
