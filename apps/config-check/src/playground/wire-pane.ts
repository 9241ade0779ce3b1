/**
 * The playground's wire inspector pane: the records the run frame's inspector forwards (every message between the run
 * frame's page and the report frame, events with their detail, failures with our typed EmbedError code), kept by the
 * playground page so that they survive a restart of the run frame. Filter by text, direction and kind; copy the
 * messages shown as JSON.
 */
import type { PaneRecord } from './run-protocol.ts';

/** A record as the pane keeps it: numbered across run frames. */
export interface ShownRecord extends PaneRecord {
  /** Its place in the pane, from 1 (the inspector's own `seq` restarts with each run frame). */
  n: number;
  /** The pane number of the request a response or error answers, when it is in the pane. */
  answersN?: number;
}

export interface WirePane {
  add(records: PaneRecord[], frame: number): void;
  /** Every record so far, in order. */
  records(): ShownRecord[];
}

const DIRECTIONS: [string, string][] = [
  ['', 'All directions'],
  ['page→frame', 'Page → frame'],
  ['frame→page', 'Frame → page'],
  ['run', 'Your code'],
];
const KINDS: [string, string][] = [
  ['', 'All kinds'],
  ['request', 'Requests'],
  ['response', 'Responses'],
  ['event', 'Events'],
  ['error', 'Errors'],
];
const COLUMNS = ['#', 'ms', 'Direction', 'Kind', 'Method', 'URL', 'Status', 'Answers', 'Details'];

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children);
  return element;
}

const select = (id: string, options: [string, string][]) =>
  make('select', { id }, ...options.map(([value, text]) => make('option', { value }, text)));

function detailsCell(record: ShownRecord): HTMLTableCellElement {
  const cell = make('td', { className: 'wire-details' });
  if (record.embedErrorCode)
    cell.append(make('span', { className: 'wire-code' }, `EmbedError code: ${record.embedErrorCode}`), ' ');
  if (record.error) cell.append(make('span', { className: 'wire-error' }, record.error));
  else if (record.event && record.body !== undefined)
    cell.append(make('span', { className: 'wire-summary' }, truncate(JSON.stringify(record.body) ?? '', 80)));
  const full = {
    headers: record.headers,
    body: record.body,
    ...(record.error ? { error: record.error } : {}),
    ...(record.elapsed !== undefined ? { elapsedMs: record.elapsed } : {}),
  };
  const summary = make(
    'summary',
    {},
    'Headers, body',
    make('span', { className: 'visually-hidden' }, ` of #${record.n}`),
  );
  cell.append(make('details', {}, summary, make('pre', {}, JSON.stringify(full, null, 2))));
  return cell;
}

const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function row(record: ShownRecord): HTMLTableRowElement {
  const answers =
    record.answers === undefined
      ? ''
      : `${record.answersN ? `#${record.answersN}` : record.answers.slice(0, 8)}${record.elapsed !== undefined ? ` (${record.elapsed} ms)` : ''}`;
  const direction = record.direction === 'run' ? 'your code' : record.direction;
  const kind = record.event ? `event ${record.event}` : record.kind;
  const tr = make('tr', { className: `wire-${record.kind}${record.error ? ' wire-failed' : ''}` });
  tr.dataset.kind = record.kind;
  const head = make('th', { scope: 'row', title: `Run frame ${record.frame ?? 1}` }, String(record.n));
  tr.append(
    head,
    ...[record.at, direction, kind, record.method ?? '', record.url ?? '', record.status ?? '', answers].map((value) =>
      make('td', {}, String(value)),
    ),
    detailsCell(record),
  );
  return tr;
}

/** Mounts the pane in `host`. */
export function mountWirePane(host: HTMLElement): WirePane {
  const all: ShownRecord[] = [];
  // The pane number of each request, by run frame and id, for the answers column.
  const requests = new Map<string, number>();
  const search = make('input', { type: 'search', id: 'wire-filter', placeholder: 'method, URL, event, body…' });
  const direction = select('wire-direction', DIRECTIONS);
  const kind = select('wire-kind', KINDS);
  const copy = make('button', { type: 'button', className: 'secondary' }, 'Copy as JSON');
  const status = make('p', { className: 'wire-status', id: 'wire-status' });
  status.setAttribute('role', 'status');
  const copied = make('textarea', { readOnly: true, rows: 8, hidden: true, id: 'wire-json' });
  copied.setAttribute('aria-label', 'The messages shown, as JSON');
  const tbody = make('tbody');
  const wrap = make(
    'div',
    { className: 'wire-table-wrap', tabIndex: 0 },
    make(
      'table',
      { className: 'wire-table' },
      make(
        'caption',
        { className: 'visually-hidden' },
        'Messages between the run frame’s page and the report frame, in order',
      ),
      make('colgroup', {}, ...COLUMNS.map(() => make('col'))),
      make('thead', {}, make('tr', {}, ...COLUMNS.map((name) => make('th', { scope: 'col' }, name)))),
      tbody,
    ),
  );
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', 'Messages');
  const label = (text: string, control: HTMLElement) => make('label', { htmlFor: control.id }, text);
  host.append(
    make(
      'div',
      { className: 'wire-controls' },
      make('div', { className: 'wire-field' }, label('Filter messages', search), search),
      make('div', { className: 'wire-field' }, label('Direction', direction), direction),
      make('div', { className: 'wire-field' }, label('Kind', kind), kind),
      copy,
    ),
    status,
    copied,
    wrap,
  );

  const matches = (record: ShownRecord) => {
    const query = search.value.trim().toLowerCase();
    return (
      (!direction.value || record.direction === direction.value) &&
      // Errors: the requests that got no answer and the answers that say something failed.
      (!kind.value || record.kind === kind.value || (kind.value === 'error' && !!record.error)) &&
      (!query || JSON.stringify(record).toLowerCase().includes(query))
    );
  };
  const shown = () => all.filter(matches);
  const count = () => {
    status.textContent = `${tbody.rows.length} of ${all.length} messages shown`;
  };
  const again = () => {
    tbody.replaceChildren(...shown().map(row));
    count();
  };
  search.addEventListener('input', again);
  direction.addEventListener('change', again);
  kind.addEventListener('change', again);
  copy.addEventListener('click', async () => {
    const records = shown();
    const text = JSON.stringify(records, null, 2);
    try {
      await navigator.clipboard.writeText(text);
      copied.hidden = true;
      status.textContent = `Copied ${records.length} messages as JSON.`;
    } catch {
      copied.value = text;
      copied.hidden = false;
      copied.select();
      status.textContent = `The browser did not allow copying: the ${records.length} messages are in the box below, as JSON.`;
    }
  });
  count();

  return {
    add(records, frame) {
      const fresh = records.map((record) => {
        const id = typeof record.headers?.id === 'string' ? record.headers.id : undefined;
        const shownRecord: ShownRecord = { ...record, frame, n: all.length + 1 };
        // A request or an event (a frame's events are requests too): what a later response answers.
        if ((record.kind === 'request' || record.kind === 'event') && id) requests.set(`${frame} ${id}`, shownRecord.n);
        const answersN = record.answers ? requests.get(`${frame} ${record.answers}`) : undefined;
        if (answersN) shownRecord.answersN = answersN;
        all.push(shownRecord);
        return shownRecord;
      });
      tbody.append(...fresh.filter(matches).map(row));
      count();
    },
    records: () => all.slice(),
  };
}
