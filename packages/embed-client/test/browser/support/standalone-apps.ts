/* eslint-disable @typescript-eslint/no-explicit-any -- the apps run on two clients' factories and Microsoft's, whose types differ */
/**
 * Page script of the standalone-factories suite (bundled by `standalone-factories.test.ts`, put in
 * the host page after the client and injected into the frame): `window.standalone` with a host app
 * and a frame app that build their transport from three factories alone, no Service — the client's
 * own (`window['powerbi-client'].factories`, ours or powerbi-client's) or ones made from Microsoft's
 * window-post-message-proxy, http-post-message and powerbi-router from npm.
 */
import { microsoftFactories, type Factories } from './microsoft-factories';

export type { Factories };

/** Whose factories an app is built on: the client loaded in its window, or Microsoft's libraries. */
export type Stack = 'client' | 'microsoft';

/** How a request ended: its answer (resolved or rejected, the tracking id left out), or none in time. */
export type Outcome = { resolved: unknown } | { rejected: unknown } | { threw: string } | { unanswered: true };

/** What the host app did: its requests' outcomes, in order, and what it heard from the frame. */
export interface HostLog {
  answers: { request: string; outcome: Outcome }[];
  heard: unknown[];
}

/** What the frame app did: the requests it received (headers without the id), and its own requests' outcomes. */
export interface FrameLog {
  received: unknown[];
  answers: { request: string; outcome: Outcome }[];
  done: boolean;
}

declare global {
  interface Window {
    standalone: {
      factories(stack: Stack): Factories;
      hostApp(stack: Stack, target: Window): HostLog;
      hostRequests(steps: [string, string, unknown?, Record<string, unknown>?][]): Promise<void>;
      frameApp(stack: Stack): FrameLog;
    };
  }
}

function factories(stack: Stack): Factories {
  return stack === 'microsoft' ? microsoftFactories() : (window as any)['powerbi-client'].factories;
}

/** A message as logged: a copy without the tracking id (random) in its headers. */
function withoutId(message: unknown): unknown {
  if (!message || typeof message !== 'object') return message ?? null;
  const copy = JSON.parse(JSON.stringify(message));
  if (copy.headers && typeof copy.headers === 'object') delete copy.headers.id;
  return copy;
}

/** The outcome of a request, waiting at most `ms` for its answer. */
async function outcome(send: () => Promise<unknown>, ms = 2_000): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ unanswered: true }), ms)));
  try {
    return await Promise.race([
      send().then(
        (answer): Outcome => ({ resolved: withoutId(answer) }),
        (error: unknown): Outcome =>
          error instanceof Error ? { threw: `${error.name}: ${error.message}` } : { rejected: withoutId(error) },
      ),
      late,
    ]);
  } catch (error) {
    return { threw: String(error) };
  } finally {
    clearTimeout(timer);
  }
}

let host: { hpm: any; log: HostLog } | undefined;

/**
 * The host app: a transport built from `stack`'s factories, aimed at `target` (an iframe's window),
 * whose router answers the frame's events with 202 and its hooks: `newAccessToken` 200 with a token,
 * `failing` 400 with an error body, any other 404. `hostRequests` then sends requests through it.
 */
function hostApp(stack: Stack, target: Window): HostLog {
  const f = factories(stack);
  const wpmp = f.wpmpFactory('host-app', false);
  const hpm = f.hpmFactory(wpmp, target);
  const router = f.routerFactory(wpmp);
  const log: HostLog = { answers: [], heard: [] };
  router.post('/reports/:uniqueId/events/:eventName', (req: any, res: any) => {
    log.heard.push({ event: req.params.eventName, uniqueId: req.params.uniqueId, body: req.body ?? null });
    res.send(202);
  });
  router.post('/reports/:uniqueId/eventHooks/:hook', async (req: any, res: any) => {
    const hook: string = req.params.hook;
    log.heard.push({ hook, uniqueId: req.params.uniqueId, body: req.body ?? null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (hook === 'newAccessToken') res.send(200, `TOKEN-FOR-${String(req.body?.reason)}`);
    else if (hook === 'failing') res.send(400, { message: 'the provider threw', detailedMessage: 'no token today' });
    else res.send(404, { message: `no provider for ${hook}` });
  });
  host = { hpm, log };
  (window as any).standaloneHostLog = log;
  return log;
}

/** Sends `[method, url, body?, headers?]` requests through the host app one after another, logging their outcomes. */
async function hostRequests(steps: [string, string, unknown?, Record<string, unknown>?][]): Promise<void> {
  const { hpm, log } = host!;
  for (const [method, url, body, headers = {}] of steps) {
    const send = () => (method === 'get' ? hpm.get(url, headers) : hpm[method](url, body, headers));
    log.answers.push({ request: `${method.toUpperCase()} ${url}`, outcome: await outcome(send) });
  }
}

/**
 * The frame app: a transport built from `stack`'s factories, aimed at `window.parent`. Its router
 * answers POST /report/load with 202 (and then raises `loaded` and `rendered` and calls three hooks
 * on the host, one after the other) or 400 with the errors of an invalid body, GET /report/pages
 * with 200 and the pages, POST /report/hang not at all, and anything else with 404 and a body.
 */
function frameApp(stack: Stack): FrameLog {
  const f = factories(stack);
  const wpmp = f.wpmpFactory('frame-app', false);
  const hpm = f.hpmFactory(wpmp, window.parent);
  const router = f.routerFactory(wpmp);
  const log: FrameLog = ((window as any).standaloneLog = { received: [], answers: [], done: false });
  const receive = (req: any) =>
    log.received.push({
      method: req.method,
      url: req.url,
      headers: (withoutId(req) as any).headers,
      body: req.body ?? null,
      params: req.params,
    });
  const ask = async (request: string, send: () => Promise<unknown>) =>
    log.answers.push({ request, outcome: await outcome(send) });
  router.post('/report/load', (req: any, res: any) => {
    receive(req);
    if (typeof req.body?.accessToken !== 'string') {
      res.send(400, [{ message: 'accessToken is required', path: 'accessToken' }]);
      return;
    }
    res.send(202, { accepted: req.body.id });
    const uid = req.headers.uid;
    setTimeout(async () => {
      await ask('loaded', () => hpm.post(`/reports/${uid}/events/loaded`, { initial: true }));
      await ask('rendered', () => hpm.post(`/reports/${uid}/events/rendered`, null));
      await ask('newAccessToken', () => hpm.post(`/reports/${uid}/eventHooks/newAccessToken`, { reason: 'expiring' }));
      await ask('failing', () => hpm.post(`/reports/${uid}/eventHooks/failing`, {}));
      await ask('preQuery', () => hpm.post(`/reports/${uid}/eventHooks/preQuery`, { query: 'beds' }));
      log.done = true;
    });
  });
  router.get('/report/pages', (req: any, res: any) => {
    receive(req);
    res.send(200, [
      { name: 'ReportSection1', displayName: 'Admissions', isActive: true },
      { name: 'ReportSection2', displayName: 'Bed occupancy', isActive: false },
    ]);
  });
  router.post('/report/pages/:pageName/filters', (req: any, res: any) => {
    receive(req);
    res.send(202, { page: req.params.pageName, filters: req.body });
  });
  router.post('/report/hang', (req: any) => {
    receive(req);
    return new Promise(() => undefined);
  });
  for (const method of ['get', 'post', 'put', 'delete'])
    router[method]('/*path', (req: any, res: any) => {
      receive(req);
      res.send(404, { message: `no route for ${req.method} ${req.url}` });
    });
  return log;
}

window.standalone = { factories, hostApp, hostRequests, frameApp };
