/**
 * The playground's code editor: Monaco with its TypeScript language service, fed the published
 * declarations of @org/embed-client and @org/embed-models (declarations.ts) and the globals the
 * run frame gives the code (playground-globals.ts), so completions and type errors are those of a
 * project that installed the packages. Loaded on demand by editor.ts: none of it is in the page's
 * first chunk.
 */
// The editor core and only the features the playground uses (not monaco-editor's entry, which
// registers every language it knows).
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codeAction/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/parameterHints/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/suggest/register';
// The suggest widget itself (features/suggest/register brings only its inline-completion part).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/languages/definitions/typescript/register';
import { getTypeScriptWorker, typescriptDefaults } from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import './monaco-editor.css';
import { PUBLISHED_DECLARATIONS } from '../declarations.ts';
import type { CodeEditor, CodeEditorOptions, EditorProblem } from '../editor.ts';
import type { PlaygroundKind } from '../kinds.ts';
import { CODE_FILE, GLOBALS_FILE, PLAYGROUND_COMPILER_OPTIONS, playgroundGlobals } from './playground-globals.ts';

// Monaco's workers, bundled by Vite (`?worker`): the TypeScript language service and the editor's own.
self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) =>
    label === 'typescript' || label === 'javascript' ? new TypeScriptWorker() : new EditorWorker(),
};

typescriptDefaults.setCompilerOptions(
  PLAYGROUND_COMPILER_OPTIONS as unknown as Parameters<typeof typescriptDefaults.setCompilerOptions>[0],
);
typescriptDefaults.setEagerModelSync(true);

/** The declarations and the globals of `kind`, as the language service's extra libraries. */
function useKind(kind: PlaygroundKind): void {
  typescriptDefaults.setExtraLibs([
    ...Object.entries(PUBLISHED_DECLARATIONS).map(([filePath, content]) => ({ filePath, content })),
    { filePath: GLOBALS_FILE, content: playgroundGlobals(kind) },
  ]);
}

/** The diagnostics the language service has for the model now (what the editor underlines). */
async function diagnosticsOf(model: monaco.editor.ITextModel): Promise<EditorProblem[]> {
  const worker = await (await getTypeScriptWorker())(model.uri);
  const file = model.uri.toString();
  const found = [...(await worker.getSyntacticDiagnostics(file)), ...(await worker.getSemanticDiagnostics(file))];
  return found.map((diagnostic) => {
    const at = model.getPositionAt(diagnostic.start ?? 0);
    return {
      message: flatten(diagnostic.messageText),
      line: at.lineNumber,
      column: at.column,
      severity: diagnostic.category === 1 ? 'error' : 'warning',
    };
  });
}

type MessageChain = string | { messageText: string; next?: MessageChain[] };
const flatten = (text: MessageChain): string =>
  typeof text === 'string' ? text : [text.messageText, ...(text.next ?? []).map(flatten)].join(' ');

export function mountMonaco(host: HTMLElement, options: CodeEditorOptions): CodeEditor {
  useKind(options.kind);
  const uri = monaco.Uri.parse(CODE_FILE);
  monaco.editor.getModel(uri)?.dispose();
  const model = monaco.editor.createModel(options.value, 'typescript', uri);
  host.classList.add('code-editor');
  const editor = monaco.editor.create(host, {
    model,
    ariaLabel: options.label,
    // A textarea (not Chromium's EditContext) takes the keys: it carries the accessible name.
    editContext: false,
    // Tab moves the focus out of the editor, so a keyboard user is never trapped (Ctrl+M toggles it).
    tabFocusMode: true,
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    fontSize: 14,
    tabSize: 2,
    lineNumbersMinChars: 3,
  });
  let quiet = false;
  const changes = model.onDidChangeContent(() => {
    if (!quiet) options.onChange?.(model.getValue());
  });
  return {
    getValue: () => model.getValue(),
    setValue: (code) => {
      quiet = true;
      try {
        model.setValue(code);
      } finally {
        quiet = false;
      }
    },
    insert: (code) => {
      const selection = editor.getSelection() ?? model.getFullModelRange().collapseToEnd();
      editor.executeEdits('snippet-library', [{ range: selection, text: code, forceMoveMarkers: true }]);
      editor.pushUndoStop();
      editor.focus();
    },
    setKind: (kind) => useKind(kind),
    problems: () => diagnosticsOf(model),
    focus: () => editor.focus(),
    dispose: () => {
      changes.dispose();
      editor.dispose();
      model.dispose();
    },
  };
}
