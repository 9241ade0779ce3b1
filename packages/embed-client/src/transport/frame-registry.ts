import type { PeerPolicy } from './types';

interface Frame {
  origins: string[];
  /** The origin the frame last spoke from, once one was accepted. */
  seen?: string;
}

/** The origin of `url` (relative URLs resolve against the page); '*', 'null' and non-URLs stay as given. */
export function originOf(url: string): string {
  if (url === '*' || url === 'null') return url;
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return url;
  }
}

/**
 * The host's peer policy: only the windows of registered iframes are peers, and only when they
 * speak from one of the origins registered for them ('*' is an explicit opt-in to any origin).
 */
export class FrameRegistry implements PeerPolicy {
  private readonly frames = new Map<HTMLIFrameElement, Frame>();
  // Which iframe a window belonged to when last looked up, so that a message costs one
  // contentWindow read instead of one per registered frame (re-checked: re-attaching changes it).
  private readonly owners = new WeakMap<Window, HTMLIFrameElement>();

  /** How many iframes are registered. */
  get size(): number {
    return this.frames.size;
  }

  /** Registers `iframe` with its allowed origins (or URLs, reduced to their origins); returns its removal. */
  add(iframe: HTMLIFrameElement, origins: string[]): () => void {
    const frame: Frame = { origins: origins.map(originOf) };
    this.frames.set(iframe, frame);
    return () => {
      if (this.frames.get(iframe) === frame) this.frames.delete(iframe);
    };
  }

  /** True when the event comes from a registered iframe's window at one of its origins. */
  accepts(event: MessageEvent): boolean {
    const frame = event.source && this.find(event.source as Window);
    if (!frame || !(frame.origins.includes(event.origin) || frame.origins.includes('*'))) return false;
    if (event.origin !== 'null') frame.seen = event.origin;
    return true;
  }

  /** The origin to post to `target` at: the one it last spoke from, else its first allowed origin. */
  targetOrigin(target: Window): string | undefined {
    const frame = this.find(target);
    const origin = frame && (frame.seen ?? frame.origins[0]);
    // An opaque origin cannot be named as a target: a sandboxed frame explicitly allowed needs "*".
    return origin === 'null' ? '*' : origin;
  }

  // The window is read at call time: an iframe gets a new one each time it is attached.
  private find(win: Window): Frame | undefined {
    const known = this.owners.get(win);
    const cached = known && this.frames.get(known);
    if (cached && known.contentWindow === win) return cached;
    for (const [iframe, frame] of this.frames) {
      if (iframe.contentWindow === win) {
        this.owners.set(win, iframe);
        return frame;
      }
    }
    return undefined;
  }
}
