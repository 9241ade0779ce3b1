import type { PlaygroundKind } from './kinds.ts';

/** A type error or warning the editor shows. */
export interface EditorProblem {
  message: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
}

export interface CodeEditor {
  getValue(): string;
  setValue(code: string): void;
  /** Inserts `code` at the cursor (replacing the selection). */
  insert(code: string): void;
  /** Types `embed` as the given kind's class (Report, Dashboard, …). */
  setKind(kind: PlaygroundKind): void;
  /** The problems the editor currently shows (type errors from @org/embed-client's declarations). */
  problems(): Promise<EditorProblem[]>;
  focus(): void;
  dispose(): void;
}

export interface CodeEditorOptions {
  value: string;
  kind: PlaygroundKind;
  /** The accessible name of the editor. */
  label: string;
  onChange?(value: string): void;
}

/**
 * A TypeScript editor (Monaco) in `host` whose completions and type errors come from the published
 * declarations of @org/embed-client, with `powerbi`, `embed` (typed as `kind`'s class), `models` and
 * `log` in scope and top-level `await` allowed. Monaco is its own chunk, loaded here on first use.
 */
export async function createCodeEditor(host: HTMLElement, options: CodeEditorOptions): Promise<CodeEditor> {
  const { mountMonaco } = await import('./editor/monaco-editor.ts');
  return mountMonaco(host, options);
}
