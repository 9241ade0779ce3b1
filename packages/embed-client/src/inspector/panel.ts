// The inspector's panel: plain DOM, no styles of its own (class names to style it by), a table of
// the messages filtered by text and direction, and a "Copy as JSON" button.
import type { Inspector, WireMessage } from './types';

const COLUMNS = ['#', 'ms', 'Direction', 'Kind', 'Method', 'URL', 'Status', 'Answers', 'Body'];

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children);
  return element;
}

const text = (value: unknown): string => (value === undefined ? '' : (JSON.stringify(value) ?? ''));

function row(message: WireMessage): HTMLTableRowElement {
  const answers = message.answers ? `${message.answers} (${message.elapsed} ms)` : '';
  const body = text(message.body);
  const cells = [
    message.seq,
    message.at,
    message.direction,
    message.event ? `event ${message.event}` : message.kind,
    message.method ?? '',
    message.url ?? '',
    message.status ?? '',
    answers,
    message.error ?? (body.length > 200 ? `${body.slice(0, 200)}…` : body),
  ];
  const tr = make('tr', { className: message.error ? 'pbi-inspector-error' : '' });
  tr.append(...cells.map((cell, i) => make(i ? 'td' : 'th', i ? {} : { scope: 'row' }, String(cell))));
  return tr;
}

/** Shows `inspector` in `element` (a new element at the end of the body by default); returns it and its removal. */
export function mountPanel(inspector: Inspector, element?: HTMLElement): { element: HTMLElement; unmount: () => void } {
  const host = element ?? document.body.appendChild(document.createElement('div'));
  const id = `pbi-inspector-${Math.random().toString(36).slice(2)}`;
  const search = make('input', { type: 'search', className: 'pbi-inspector-filter' });
  const direction = make(
    'select',
    { className: 'pbi-inspector-direction' },
    ...['', 'page→frame', 'frame→page'].map((value) => make('option', { value }, value || 'Both')),
  );
  const copy = make('button', { type: 'button' }, 'Copy as JSON');
  const clear = make('button', { type: 'button' }, 'Clear');
  const status = make('p', { className: 'pbi-inspector-status' });
  status.setAttribute('role', 'status');
  const tbody = make('tbody');
  const heading = make('h2', { id }, 'Wire inspector');
  const panel = make(
    'section',
    { className: 'pbi-inspector' },
    heading,
    make('label', {}, 'Filter ', search),
    ' ',
    make('label', {}, 'Direction ', direction),
    ' ',
    copy,
    ' ',
    clear,
    status,
    make(
      'table',
      {},
      make('caption', {}, 'Messages between the page and its frames, in order'),
      make('thead', {}, make('tr', {}, ...COLUMNS.map((name) => make('th', { scope: 'col' }, name)))),
      tbody,
    ),
  );
  panel.setAttribute('aria-labelledby', id);

  let all: readonly WireMessage[] = inspector.messages;
  let shown = 0;
  const matches = (message: WireMessage) => {
    const query = search.value.trim().toLowerCase();
    return (
      (!direction.value || message.direction === direction.value) &&
      (!query || JSON.stringify(message).toLowerCase().includes(query))
    );
  };
  const render = (messages: readonly WireMessage[]) => {
    // Cleared, or filtered anew: everything again; otherwise only what was added.
    if (messages.length < shown || messages === all) tbody.replaceChildren();
    const from = messages.length < shown || messages === all ? 0 : shown;
    all = messages;
    shown = messages.length;
    tbody.append(...messages.slice(from).filter(matches).map(row));
    status.textContent = `${tbody.rows.length} of ${messages.length} messages`;
  };
  const again = () => render(all);
  search.addEventListener('input', again);
  direction.addEventListener('change', again);
  copy.addEventListener('click', () => {
    void inspector.copyAsJSON().then(() => (status.textContent = 'Copied the messages as JSON'));
  });
  clear.addEventListener('click', () => inspector.clear());
  const unsubscribe = inspector.subscribe(render);
  render(all);
  host.append(panel);
  return {
    element: panel,
    unmount() {
      unsubscribe();
      panel.remove();
      if (!element) host.remove();
    },
  };
}
