/**
 * The embedding playground (playground.html): pick an embed kind, check and embed its configuration on the local
 * @org/fake-frame, run code against it, and watch every message on the wire.
 *
 * The embed and the user's code live in a run frame (run-frame.html, src/playground/run-frame.ts) loaded from the
 * other site on this machine (localhost ⇄ 127.0.0.1), so it has a process of its own: a crash or an endless loop
 * there never blocks this page, whose heartbeat replaces a frame that stops answering (run-frame-host.ts).
 *
 * Test and tooling hook, `window.playground` (set once the page is ready; `<body data-playground="ready">` then says so):
 *
 * ```ts
 * window.playground = {
 *   setKind(kind: PlaygroundKind): Promise<void>; // picks the kind, puts its sample configuration in the box, embeds it
 *   setConfig(json: string): void;                // the configuration box's text (embed it with embed())
 *   embed(): Promise<string[]>;                   // checks and embeds the box; resolves with the problems (none: embedded)
 *   setCode(code: string): void;                  // the editor's text
 *   getState(): { kind: PlaygroundKind; config: string; code: string }; // what the page holds (and its link keeps)
 *   run(code?: string): Promise<{ ok: boolean; logs: unknown[][]; value?: unknown; error?: string; embedErrorCode?: string }>;
 *                                                 // runs `code` (the editor's text when omitted; given code is not put in the editor)
 *   messages(): ShownRecord[];                    // the wire inspector's records, in order (src/playground/wire-pane.ts)
 *   events(): string[];                           // the names of the events the current embed raised, in order
 * };
 * ```
 */
import '../style.css';
import './playground.css';
import { frameAnswers, resolveFrameOrigin } from '../gallery/frame-origin.ts';
import { checkPlaygroundConfig } from './config-problems.ts';
import { createCodeEditor } from './editor.ts';
import { KIND_LABELS, kindConfigText } from './kind-configs.ts';
import { PLAYGROUND_KINDS, type PlaygroundKind } from './kinds.ts';
import { outputPanel } from './output-panel.ts';
import { RunFrameHost, type RunResult } from './run-frame-host.ts';
import { mountSnippetLibrary } from './snippet-library.ts';
import { describe } from './to-plain.ts';
import { decodeState, encodeState, type PlaygroundState } from './url-state.ts';
import { mountWirePane, type ShownRecord } from './wire-pane.ts';

interface PlaygroundHook {
  setKind(kind: PlaygroundKind): Promise<void>;
  setConfig(json: string): void;
  embed(): Promise<string[]>;
  setCode(code: string): void;
  getState(): PlaygroundState;
  run(code?: string): Promise<RunResult>;
  messages(): ShownRecord[];
  events(): string[];
}

declare global {
  interface Window {
    playground?: PlaygroundHook;
  }
}

/** How long the run frame may leave the heartbeat unanswered before it is replaced; `?hang=<ms>` changes it. */
const HANG_MS = 3000;
/** The frame the sample configurations name when the page's server names none. */
const DEFAULT_FRAME = 'http://localhost:5176';

const DEFAULT_CODE = `// Runs in the run frame as the body of an async function, with powerbi (the service),
// embed (the embedded component), models and log(...values) in scope.
log('Embedded a', embed.embedtype);
`;

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`playground.html lacks #${id}`);
  return element as T;
}

const kindSelect = byId<HTMLSelectElement>('kind');
const configBox = byId<HTMLTextAreaElement>('config');
const problemsBox = byId('config-problems');
const embedStatus = byId('embed-status');
const notice = byId('playground-notice');
const shareStatus = byId('share-status');
const shareBox = byId<HTMLInputElement>('share-link');
const runStatus = byId('run-status');
const output = outputPanel(byId('output'));
const pane = mountWirePane(byId('wire-pane'));

function code(text: string): HTMLElement {
  const node = document.createElement('code');
  node.textContent = text;
  return node;
}

function say(element: HTMLElement, state: 'info' | 'error' | 'ok', ...nodes: (string | Node)[]): void {
  element.dataset.state = state;
  element.replaceChildren(...nodes);
}

function hangBound(): number {
  const asked = Number(new URLSearchParams(window.location.search).get('hang'));
  return Number.isFinite(asked) && asked >= 500 ? Math.min(asked, 60_000) : HANG_MS;
}

async function start(): Promise<void> {
  const asked = await resolveFrameOrigin(window.location);
  const frameOrigin = asked && (await frameAnswers(asked)) ? asked : undefined;
  const notes: (string | Node)[] = [];
  if (!frameOrigin)
    notes.push(
      'No local report frame answers',
      ...(asked ? [' at ', code(asked)] : []),
      '. Open this page from ',
      code('pnpm --filter @org/config-check dev'),
      ', which serves @org/fake-frame beside it.',
    );

  let initial: PlaygroundState | undefined;
  try {
    initial = await decodeState(window.location.hash);
  } catch (error) {
    notes.unshift(
      `This link could not be opened: ${(error as Error).message}. The playground started with the sample report instead. `,
    );
  }
  if (notes.length) {
    notice.hidden = false;
    notice.setAttribute('role', 'alert');
    say(notice, 'error', ...notes);
  }

  const origin = frameOrigin ?? asked ?? DEFAULT_FRAME;
  let kind: PlaygroundKind = initial?.kind ?? 'report';
  for (const option of PLAYGROUND_KINDS)
    kindSelect.append(
      Object.assign(document.createElement('option'), { value: option, textContent: KIND_LABELS[option] }),
    );
  kindSelect.value = kind;
  configBox.value = initial?.config ?? kindConfigText(kind, origin);

  // The URL follows the session (replaceState, a moment after the last change), so a reload or a copied address
  // reopens it.
  let saving: ReturnType<typeof setTimeout> | undefined;
  const saveNow = async () => {
    clearTimeout(saving);
    const hash = await encodeState({ kind, config: configBox.value, code: editor.getValue() });
    history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  };
  const save = () => {
    clearTimeout(saving);
    saving = setTimeout(() => void saveNow(), 300);
  };

  const editor = await createCodeEditor(byId('editor-host'), {
    value: initial?.code ?? DEFAULT_CODE,
    kind,
    label: 'Code',
    onChange: save,
  });
  configBox.addEventListener('input', save);

  let events: string[] = [];
  const showEvents = () =>
    say(embedStatus, 'ok', `${KIND_LABELS[kind]} embedded. Events: ${events.length ? events.join(', ') : 'none yet'}.`);

  const host = new RunFrameHost(
    byId('run-frame-host'),
    {
      onReady: () => void embed(),
      onEvent(name, detail) {
        events.push(name);
        showEvents();
        if (name === 'error') output.write('error', `The embed raised error: ${describe(detail)}`);
      },
      onLog: (values) => output.write('log', values.map(describe).join(' ')),
      onWire: (records, frame) => pane.add(records, frame),
      onRestart(message) {
        output.write('error', message);
        say(runStatus, 'error', message);
      },
    },
    hangBound(),
  );

  /** Checks the box's configuration, lists its problems, and embeds it when there are none. */
  async function embed(): Promise<string[]> {
    const checked = checkPlaygroundConfig(kind, configBox.value);
    if (!checked.ok) {
      const list = document.createElement('ul');
      list.append(
        ...checked.problems.map((text) => Object.assign(document.createElement('li'), { textContent: text })),
      );
      const count = checked.problems.length;
      say(
        problemsBox,
        'error',
        `${count} ${count === 1 ? 'problem' : 'problems'} found, so nothing was embedded:`,
        list,
      );
      say(embedStatus, 'error', `Not embedded: fix the configuration first.`);
      return checked.problems;
    }
    say(problemsBox, 'ok', `No problems found (checked as ${checked.validator} checks, and the spec’s rules).`);
    events = [];
    say(embedStatus, 'info', `Embedding the ${KIND_LABELS[kind].toLowerCase()}…`);
    const refused = await host.embed(kind, checked.config);
    if (refused) {
      say(embedStatus, 'error', `Not embedded: ${refused}`);
      return [refused];
    }
    showEvents();
    return [];
  }

  async function pickKind(next: PlaygroundKind): Promise<void> {
    kind = next;
    kindSelect.value = next;
    configBox.value = kindConfigText(next, origin);
    editor.setKind(next);
    library.setKind(next);
    save();
    await embed();
  }

  let runs = 0;
  async function run(source = editor.getValue()): Promise<RunResult> {
    const number = ++runs;
    say(runStatus, 'info', `Run ${number} is running…`);
    const started = performance.now();
    const result = await host.run(source);
    const ms = Math.round(performance.now() - started);
    if (result.ok) {
      if (result.value !== undefined) output.write('result', describe(result.value));
      say(runStatus, 'ok', `Run ${number} finished in ${ms} ms.`);
    } else if (!result.restarted) {
      const code = result.embedErrorCode ? ` (EmbedError code ${result.embedErrorCode})` : '';
      output.write('error', `${result.error}${code}`);
      say(runStatus, 'error', `Run ${number} failed after ${ms} ms; the playground goes on.`);
    }
    return result;
  }

  kindSelect.addEventListener('change', () => void pickKind(kindSelect.value as PlaygroundKind));
  byId('embed-button').addEventListener('click', () => {
    save();
    void embed();
  });
  byId('run-button').addEventListener('click', () => void run());
  byId('stop-button').addEventListener('click', () => {
    if (host.running) host.restart('You stopped the run: the run frame was restarted.');
  });
  byId('clear-output').addEventListener('click', () => output.clear());
  byId('share-button').addEventListener('click', async () => {
    await saveNow();
    const link = window.location.href;
    shareBox.value = link;
    shareBox.hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      say(shareStatus, 'ok', `Link copied (${link.length} characters): it opens this kind, configuration and code.`);
    } catch {
      shareBox.select();
      say(shareStatus, 'info', 'The browser did not allow copying: the link is in the box, selected.');
    }
  });

  // The snippet library: Insert puts a snippet into the editor, Run runs it (and leaves it there).
  const libraryHost = byId('snippet-library');
  libraryHost.replaceChildren();
  const library = mountSnippetLibrary(libraryHost, {
    kind: () => kind,
    insert: (text) => {
      editor.insert(text);
      editor.focus();
    },
    run: (text) => {
      editor.setValue(text);
      save();
      void run(text);
    },
  });

  window.playground = {
    setKind: pickKind,
    setConfig(json) {
      configBox.value = json;
      save();
    },
    embed,
    setCode(text) {
      editor.setValue(text);
      save();
    },
    getState: () => ({ kind, config: configBox.value, code: editor.getValue() }),
    run: (text?: string) => run(text),
    messages: () => pane.records(),
    events: () => events.slice(),
  };
  // What tests wait for (an attribute their locators see, in a page in front or not).
  document.body.dataset.playground = 'ready';
}

// A link pasted over this one (or a state edited by hand) opens that session: the page reads its state on load. Other
// hash changes (the skip link's #playground-main) are only moves on the page.
window.addEventListener('hashchange', () => {
  if (new URLSearchParams(window.location.hash.slice(1)).has('s')) window.location.reload();
});

void start();
