/**
 * The playground page's side of the run frame: the iframe (from the other site on this machine, so Chromium runs it
 * in a process of its own), the messages to and from it (origins and windows checked both ways), and the heartbeat.
 * While the frame is up the page pings it every {@link PING_MS}; when no answer has come for `hangMs` and through as
 * many pings as fit in it, the frame is stuck (an endless loop in the user's code): the host removes that iframe,
 * starts a new one and embeds the last configuration again. Counting pings as well as time keeps a page that was
 * itself busy for a while (its timers late, the answers still queued) from taking a slow frame for a stuck one.
 * The page's own thread is never blocked by the user's code.
 */
import type { PlaygroundKind } from './kinds.ts';
import { otherSiteOrigin, type FromRunFrame, type PaneRecord, type ToRunFrame } from './run-protocol.ts';

const PING_MS = 500;

/** What a run of the user's code came to. */
export interface RunResult {
  ok: boolean;
  /** The values of each `log(...)` call, in order. */
  logs: unknown[][];
  /** What the code returned. */
  value?: unknown;
  /** Why it failed: a thrown error, a rejected promise, or the restart of a frame that did not answer. */
  error?: string;
  /** `toEmbedError(reason).code` of a rejection. */
  embedErrorCode?: string;
  /** The run frame stopped answering and was replaced (`error` says so). */
  restarted?: boolean;
}

export interface RunFrameCallbacks {
  /** The frame answered, and is ready for an embed (`frame` counts from 1, one more after each restart). */
  onReady(frame: number): void;
  onEvent(name: string, detail: unknown): void;
  onLog(values: unknown[]): void;
  onWire(records: PaneRecord[], frame: number): void;
  /** The frame was replaced (it stopped answering for `hangMs`, or the person stopped the run): why, in plain words. */
  onRestart(message: string): void;
}

interface PendingRun {
  resolve(result: RunResult): void;
  logs: unknown[][];
}

export class RunFrameHost {
  readonly origin: string;
  private iframe: HTMLIFrameElement | undefined;
  private frame = 0;
  private ready = false;
  private waiting: (() => void)[] = [];
  private lastAnswer = 0;
  /** Pings sent since the frame last said anything. */
  private unanswered = 0;
  private nextId = 1;
  private readonly runs = new Map<number, PendingRun>();
  private readonly embeds = new Map<number, (error?: string) => void>();

  constructor(
    private readonly host: HTMLElement,
    private readonly callbacks: RunFrameCallbacks,
    private readonly hangMs: number,
  ) {
    this.origin = otherSiteOrigin(window.location);
    window.addEventListener('message', this.receive);
    setInterval(this.beat, PING_MS);
    this.start();
  }

  /** Embeds `config` as `kind` in the run frame (once it is ready); resolves with the reason it could not, if any. */
  async embed(kind: PlaygroundKind, config: Record<string, unknown>): Promise<string | undefined> {
    await this.whenReady();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.embeds.set(id, resolve);
      this.send({ type: 'embed', id, kind, config });
    });
  }

  /** Runs `code` in the run frame; resolves when it has finished, failed, or its frame was restarted. */
  async run(code: string): Promise<RunResult> {
    await this.whenReady();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.runs.set(id, { resolve, logs: [] });
      this.send({ type: 'run', id, code });
    });
  }

  /** Whether some code is running. */
  get running(): boolean {
    return this.runs.size > 0;
  }

  /** Replaces the run frame now, saying `message` (the heartbeat does this by itself when the frame stops answering). */
  restart(message: string): void {
    for (const run of this.runs.values()) run.resolve({ ok: false, logs: run.logs, error: message, restarted: true });
    this.runs.clear();
    for (const settle of this.embeds.values()) settle('The run frame was restarted before the embed was done.');
    this.embeds.clear();
    this.start();
    this.callbacks.onRestart(message);
  }

  private start(): void {
    this.iframe?.remove();
    this.frame += 1;
    this.ready = false;
    const iframe = document.createElement('iframe');
    const src = new URL('/run-frame.html', this.origin);
    src.searchParams.set('parent', window.location.origin);
    iframe.src = src.href;
    iframe.id = 'run-frame';
    iframe.title = 'Run frame: the embedded component and your code';
    this.iframe = iframe;
    this.host.replaceChildren(iframe);
  }

  private whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private send(message: ToRunFrame): void {
    this.iframe?.contentWindow?.postMessage(message, this.origin);
  }

  private readonly beat = () => {
    if (!this.ready) return;
    if (this.unanswered >= Math.ceil(this.hangMs / PING_MS) && performance.now() - this.lastAnswer > this.hangMs) {
      const seconds = this.hangMs / 1000;
      this.restart(
        this.running
          ? `Your code did not finish within ${seconds} s; the run frame was restarted.`
          : `The run frame did not answer for ${seconds} s; it was restarted.`,
      );
      return;
    }
    this.send({ type: 'ping', id: this.nextId++ });
    this.unanswered += 1;
  };

  private readonly receive = (event: MessageEvent<FromRunFrame>) => {
    if (event.origin !== this.origin || !this.iframe || event.source !== this.iframe.contentWindow) return;
    const message = event.data;
    this.lastAnswer = performance.now();
    this.unanswered = 0;
    switch (message?.type) {
      case 'ready': {
        this.ready = true;
        const waiting = this.waiting;
        this.waiting = [];
        this.callbacks.onReady(this.frame);
        waiting.forEach((resume) => resume());
        break;
      }
      case 'embedded':
        this.embeds.get(message.id)?.(message.error);
        this.embeds.delete(message.id);
        break;
      case 'event':
        this.callbacks.onEvent(message.name, message.detail);
        break;
      case 'log':
        this.runs.get(message.id)?.logs.push(message.values);
        this.callbacks.onLog(message.values);
        break;
      case 'result': {
        const run = this.runs.get(message.id);
        if (!run) break;
        this.runs.delete(message.id);
        run.resolve(
          message.ok
            ? { ok: true, logs: run.logs, value: message.value }
            : { ok: false, logs: run.logs, error: message.error, embedErrorCode: message.embedErrorCode },
        );
        break;
      }
      case 'wire':
        this.callbacks.onWire(message.records, this.frame);
        break;
    }
  };
}
