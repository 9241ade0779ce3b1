/**
 * A minimal frame used only until `@org/fake-frame` lands: it answers loads with 202 and then
 * posts `loaded` and `rendered`, answers `GET /report/pages`, and accepts everything else with 202.
 * Deleted once the real fake frame exists (the harness switches automatically).
 */
interface Message {
  method?: string;
  url?: string;
  headers?: { id?: string };
  body?: unknown;
}

const params = new URLSearchParams(location.search);
const uid = params.get('uid') ?? '';
const hang = (params.get('hang') ?? '').split(',').filter(Boolean);
const pending = new Set<string>();
let counter = 0;

const PAGES = [
  { name: 'ReportSection1', displayName: 'Admissions', isActive: true, visibility: 0 },
  { name: 'ReportSection2', displayName: 'Bed occupancy', isActive: false, visibility: 0 },
];

function post(url: string, body: unknown) {
  const id = `f${++counter}`;
  pending.add(id);
  window.parent.postMessage({ method: 'POST', url, headers: { id }, body }, '*');
}

function answer(request: Message): { statusCode: number; body: unknown } {
  const route = `${request.method} ${request.url}`;
  if (request.url === '/report/load' || request.url === '/report/prepare') {
    setTimeout(() => {
      post(`/reports/${uid}/events/loaded`, undefined);
      post(`/reports/${uid}/events/rendered`, undefined);
    });
    return { statusCode: 202, body: {} };
  }
  if (route === 'GET /report/pages') return { statusCode: 200, body: PAGES };
  return { statusCode: 202, body: null };
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const message = event.data as Message | null;
  if (!message || typeof message !== 'object') return;
  const id = message.headers?.id;
  if (id && pending.delete(id)) return;
  if (typeof message.method !== 'string' || typeof message.url !== 'string') return;
  if (hang.some((h) => h === `${message.method} ${message.url}` || h === message.url)) return;
  const { statusCode, body } = answer(message);
  window.parent.postMessage({ statusCode, statusText: 'OK', headers: { id }, body }, '*');
});

if (params.get('noReady') !== '1') post(`/ready/${uid}`, undefined);
