/**
 * The run frame (run-frame.html): the embed and the user's code, on another site than the playground page so that
 * Chromium gives it a process of its own; an endless loop here blocks this frame, never the page. It takes orders
 * from its parent page only (the origin named by `?parent=`, and the parent window), and answers only to it.
 *
 * The user's code runs as the body of an async function with `powerbi` (a `service.Service`), `embed` (the embedded
 * component), `models` and `log(...values)` in scope. Every message between this page and the report frame is
 * recorded with `@org/embed-client/inspector` and forwarded to the playground, which keeps them across restarts.
 */
import { models, service, toEmbedError, type Embed } from '@org/embed-client';
import { inspect, type WireMessage } from '@org/embed-client/inspector';
import type { FromRunFrame, PaneRecord, ToRunFrame } from './run-protocol.ts';
import { toPlain } from './to-plain.ts';

const parentOrigin = new URLSearchParams(location.search).get('parent');
const stage = document.getElementById('embed-stage');
if (!parentOrigin || !stage || window.parent === window) {
  document.body.textContent = 'This page is the playground’s run frame: open /playground.html instead.';
  throw new Error('run-frame.html was opened outside the playground');
}

const powerbi = new service.Service();
const inspectedSince = performance.now();
const inspector = inspect(powerbi);
let embed: Embed | undefined;
let container: HTMLElement | undefined;

function post(message: FromRunFrame): void {
  window.parent.postMessage(message, parentOrigin!);
}

/** A failed response's typed code: what `toEmbedError` makes of the value the call rejects with. */
function paneRecord(message: WireMessage): PaneRecord {
  const record = toPlain(message, 8) as PaneRecord;
  if (message.kind === 'response' && message.status !== undefined && message.status >= 400)
    record.embedErrorCode = toEmbedError(message.body).code;
  if (message.kind === 'error') record.embedErrorCode = toEmbedError(message.error).code;
  return record;
}

let forwarded = 0;
inspector.subscribe((messages) => {
  if (messages.length < forwarded) forwarded = 0;
  const fresh = messages.slice(forwarded);
  forwarded = messages.length;
  if (fresh.length) post({ type: 'wire', records: fresh.map(paneRecord) });
});

function embedKind(kind: string, config: Record<string, unknown>): Embed {
  if (container) {
    powerbi.reset(container);
    container.remove();
  }
  container = document.createElement('div');
  container.className = 'embed-container';
  stage!.append(container);
  const copy = structuredClone(config);
  const component =
    kind === 'create'
      ? powerbi.createReport(container, copy)
      : kind === 'quickCreate'
        ? powerbi.quickCreate(container, copy as unknown as Parameters<typeof powerbi.quickCreate>[1])
        : powerbi.embed(container, copy);
  for (const name of component.allowedEvents) {
    component.on(name, (event: CustomEvent) => {
      if (embed === component) post({ type: 'event', name, detail: toPlain(event.detail) });
    });
  }
  return component;
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

/** The reason a run failed, as the output panel says it. */
function describeFailure(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return `Rejected with ${JSON.stringify(toPlain(reason)) ?? String(reason)}`;
}

async function run(id: number, code: string): Promise<void> {
  const log = (...values: unknown[]) => post({ type: 'log', id, values: values.map((value) => toPlain(value)) });
  try {
    const body = new AsyncFunction('powerbi', 'embed', 'models', 'log', code);
    const value = await body(powerbi, embed, models, log);
    post({ type: 'result', id, ok: true, value: toPlain(value) });
  } catch (reason) {
    // A value the SDK rejected with (the reference's string, IError or IError[], or our EmbedError) has a typed
    // code; an Error the user's code threw itself (a TypeError, a SyntaxError) has none.
    const fromSdk = !(reason instanceof Error) || 'code' in reason;
    const embedErrorCode = fromSdk ? toEmbedError(reason).code : undefined;
    const record: PaneRecord = {
      seq: 0,
      at: Math.round((performance.now() - inspectedSince) * 10) / 10,
      direction: 'run',
      kind: 'error',
      error: describeFailure(reason),
      body: toPlain(reason),
      ...(embedErrorCode ? { embedErrorCode } : {}),
    };
    post({ type: 'wire', records: [record] });
    post({
      type: 'result',
      id,
      ok: false,
      error: describeFailure(reason),
      ...(embedErrorCode ? { embedErrorCode } : {}),
    });
  }
}

window.addEventListener('message', (event: MessageEvent<ToRunFrame>) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const message = event.data;
  switch (message?.type) {
    case 'ping':
      post({ type: 'pong', id: message.id });
      break;
    case 'embed':
      try {
        embed = embedKind(message.kind, message.config);
        post({ type: 'embedded', id: message.id });
      } catch (error) {
        embed = undefined;
        post({ type: 'embedded', id: message.id, error: describeFailure(error) });
      }
      break;
    case 'run':
      void run(message.id, message.code);
      break;
  }
});

post({ type: 'ready' });
