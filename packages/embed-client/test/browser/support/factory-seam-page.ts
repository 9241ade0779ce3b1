/* eslint-disable @typescript-eslint/no-explicit-any -- doubles stand in for loosely typed transport objects */
/**
 * Host-page script of the factory-seam suite (bundled by `factory-seam.ts`, injected after the
 * client): Microsoft's wire libraries from npm as `window.msWire`, and `window.seam` with the
 * factories built from them, the test doubles a test suite would write (a recording HPM double,
 * a wpmpFactory returning null, a recording router double) and small helpers.
 */
import { HttpPostMessage } from 'http-post-message';
import { Router } from 'powerbi-router';
import { WindowPostMessageProxy } from 'window-post-message-proxy';
import { microsoftFactories, type Factories } from './microsoft-factories';
import { serialize, type Serialized } from '@org/test-harness/page/serialize';

export type { Factories };

/** One call an HPM double received: the method name and every argument (windows described, values serialised). */
export interface HpmCall {
  method: string;
  args: Serialized[];
}

/** A route the router double was given. */
export interface RouteRegistration {
  method: string;
  pattern: string;
  handler: string;
}

/** What a route handler of the router double answered when the test called it. */
export interface RouteAnswer {
  matched: string | null;
  statusCode?: number;
  body?: Serialized;
  threw?: string;
}

/** The doubles of one Service, and what they saw. */
export interface Doubles extends Factories {
  /** The factories' own calls (which arguments the Service passed them), in order. */
  factoryCalls: { factory: string; args: Serialized[] }[];
  /** Every call of the HPM double's get/post/put/patch/delete/send, in order. */
  calls: HpmCall[];
  /** Every registration on the router double, in order. */
  routes: RouteRegistration[];
  /** Calls the handler the router double holds for `METHOD url` (most specific pattern, last registered), as powerbi-router would. */
  route(method: string, url: string, body?: unknown): Promise<RouteAnswer>;
}

declare global {
  interface Window {
    msWire: {
      WindowPostMessageProxy: typeof WindowPostMessageProxy;
      HttpPostMessage: typeof HttpPostMessage;
      Router: typeof Router;
    };
    seam: {
      msFactories(): Factories;
      doubles(): Doubles;
      describeWindow(value: unknown): string;
      summarize(value: unknown): unknown;
      serialize(value: unknown): Serialized;
    };
  }
}

window.msWire = { WindowPostMessageProxy, HttpPostMessage, Router };

const msFactories = microsoftFactories;

/** A window as the doubles report it: `iframe#<n>` for the n-th iframe of the document, else what it is. */
function describeWindow(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (value === window) return 'window';
  const index = Array.from(document.querySelectorAll('iframe'), (f) => f.contentWindow).indexOf(value as Window);
  return index >= 0 ? `iframe#${index}` : 'another window';
}

const isWindow = (value: unknown): boolean => {
  try {
    return typeof value === 'object' && value !== null && (value as Window).window === value;
  } catch {
    return false;
  }
};

/** An argument as recorded: windows by {@link describeWindow}, anything else serialised at call time. */
function recordArg(value: unknown): Serialized {
  if (isWindow(value)) return { window: describeWindow(value) };
  return serialize(value);
}

/** Headers with the Service's random session id replaced (the uniqueIds are fixed by the configs). */
function recordHeaders(value: unknown): Serialized {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return recordArg(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (typeof copy.sdkSessionId === 'string' && /^[0-9a-f]{20}$/.test(copy.sdkSessionId))
    copy.sdkSessionId = '<session>';
  return serialize(copy);
}

const PAGES = [
  { name: 'ReportSection1', displayName: 'Admissions', isActive: true, visibility: 0 },
  { name: 'ReportSection2', displayName: 'Bed occupancy', isActive: false, visibility: 0 },
];
const layout = { x: 10, y: 20, z: 0, width: 300, height: 200, displayState: { mode: 0 } };
const VISUALS = [
  { name: 'VisualContainer1', title: 'Admissions by department', type: 'columnChart', layout },
  { name: 'Slicer1', title: 'Ward', type: 'slicer', layout },
];

/** The canned body of the HPM double's answer to `METHOD url`, so that methods proceed. */
function canned(method: string, url: string): unknown {
  const path = url.split('?')[0];
  if (method === 'GET') {
    if (path === '/report/pages') return PAGES.map((p) => ({ ...p }));
    if (/^\/report\/pages\/[^/]+\/visuals$/.test(path)) return VISUALS.map((v) => ({ ...v, layout: { ...v.layout } }));
    if (/\/slicer$/.test(path)) return { filters: [], targets: [] };
    if (/\/filters$/.test(path)) return [{ $schema: 'http://powerbi.com/product/schema#basic', filterType: 1 }];
    if (/\/layoutTypes\//.test(path)) return true;
    if (path === '/report/bookmarks') return [{ name: 'Bookmark1', displayName: 'Cardiology view' }];
    if (path === '/report/zoom') return 1.5;
    if (path === '/report/theme') return { themeJson: { name: 'ward' } };
    if (path === '/report/hasUnsavedChanges') return true;
    if (path === '/report/isUserStateApplied') return true;
    if (path === '/getCorrelationId') return 'correlation-1';
    return null;
  }
  if (path === '/report/addPage')
    return { name: 'ReportSection3', displayName: 'Discharges', isActive: false, visibility: 0 };
  if (/\/clone$/.test(path)) return { visualName: 'VisualContainer9' };
  if (/\/exportData$/.test(path)) return { data: 'Department,Admissions\nCardiology,12' };
  if (path === '/report/bookmarks/capture') return { name: 'Captured', state: 'STATE-1' };
  return null;
}

// powerbi-router's specificity: a digit per segment (static 4, dynamic 3, star 1), compared as a number.
function matchPattern(pattern: string, url: string): { score: number; params: Record<string, string> } | null {
  const path = url.split('?')[0].replace(/\/$/, '');
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  let digits = '';
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      params[want[i].slice(1)] = have[i];
      digits += '3';
    } else if (want[i] === have[i]) digits += '4';
    else return null;
  }
  return { score: Number(digits), params };
}

/** A recording HPM double, a wpmpFactory returning null and a recording router double. */
function doubles(): Doubles {
  const factoryCalls: Doubles['factoryCalls'] = [];
  const calls: HpmCall[] = [];
  const routes: RouteRegistration[] = [];
  const handlers: { method: string; pattern: string; handler: (req: unknown, res: unknown) => unknown }[] = [];

  // get(url, headers, targetWindow); post/put/patch/delete(url, body, headers, targetWindow).
  const spy = (method: string) =>
    function (this: unknown, ...args: unknown[]) {
      const headerIndex = method === 'get' ? 1 : 2;
      calls.push({ method, args: args.map((arg, i) => (i === headerIndex ? recordHeaders(arg) : recordArg(arg))) });
      const url = String(args[0]);
      return Promise.resolve({ statusCode: 200, headers: {}, body: canned(method.toUpperCase(), url) });
    };
  const hpm = {
    defaultHeaders: {},
    get: spy('get'),
    post: spy('post'),
    put: spy('put'),
    patch: spy('patch'),
    delete: spy('delete'),
    send(request: any, targetWindow?: unknown) {
      calls.push({ method: 'send', args: [serialize(request), recordArg(targetWindow)] });
      return Promise.resolve({ statusCode: 200, headers: {}, body: canned(request?.method, request?.url) });
    },
  };

  const router: Record<string, unknown> = {};
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    router[method] = (pattern: string, handler: (req: unknown, res: unknown) => unknown) => {
      routes.push({ method: method.toUpperCase(), pattern, handler: typeof handler });
      handlers.push({ method: method.toUpperCase(), pattern, handler });
      return router;
    };
  }

  async function route(method: string, url: string, body?: unknown): Promise<RouteAnswer> {
    let best: { score: number; params: Record<string, string>; entry: (typeof handlers)[number] } | undefined;
    for (const entry of handlers) {
      if (entry.method !== method) continue;
      const found = matchPattern(entry.pattern, url);
      if (found && (!best || found.score >= best.score)) best = { ...found, entry };
    }
    if (!best) return { matched: null };
    const request = {
      method,
      url,
      headers: {},
      body,
      params: best.params,
      queryParams: {},
      handler: best.entry.handler,
    };
    const response = {
      statusCode: 200,
      headers: {},
      body: null as unknown,
      send(statusCode: number, answer?: unknown) {
        this.statusCode = statusCode;
        this.body = answer;
      },
    };
    try {
      await best.entry.handler(request, response);
    } catch (error) {
      return { matched: best.entry.pattern, threw: String(error) };
    }
    return { matched: best.entry.pattern, statusCode: response.statusCode, body: serialize(response.body) };
  }

  return {
    factoryCalls,
    calls,
    routes,
    route,
    hpmFactory: (...args: unknown[]) => {
      factoryCalls.push({ factory: 'hpmFactory', args: args.map(recordArg) });
      return hpm;
    },
    wpmpFactory: (...args: unknown[]) => {
      factoryCalls.push({ factory: 'wpmpFactory', args: args.map(recordArg) });
      return null;
    },
    routerFactory: (...args: unknown[]) => {
      factoryCalls.push({
        factory: 'routerFactory',
        args: args.map((arg) => (arg === hpm ? 'the hpm' : recordArg(arg))),
      });
      return router;
    },
  };
}

/**
 * A call's result made comparable: Pages and VisualDescriptors by their fields (they hold the
 * report), other values serialised.
 */
function summarize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(summarize);
  if (value && typeof value === 'object') {
    const v = value as Record<string, any>;
    if ('page' in v && 'name' in v)
      return { visual: v.name, page: v.page?.name, title: v.title, type: v.type, layout: serialize(v.layout) };
    if ('report' in v && 'name' in v)
      return { page: v.name, displayName: v.displayName, isActive: v.isActive, visibility: v.visibility };
    if ('resolved' in v && Object.keys(v).length === 1) return { resolved: summarize(v.resolved) };
  }
  return serialize(value);
}

window.seam = { msFactories, doubles, describeWindow, summarize, serialize };
