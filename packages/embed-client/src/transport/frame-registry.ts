import type { PeerPolicy, PeerMessage } from './types';

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

// The iframe each window seen so far belongs to, for good (see `find`): a window is its iframe's
// until that iframe is attached again, which gives it a new window.
const owners = new WeakMap<Window, HTMLIFrameElement>();

/**
 * The host's peer policy: only the windows of registered iframes are peers, and only when they
 * speak from one of the origins registered for them ('*' is an explicit opt-in to any origin).
 */
export class FrameRegistry implements PeerPolicy {
  // Behind a function, never in a property: a framework may wrap this object in a proxy (Vue's
  // reactive state does) that wraps whatever it reads through `this`, and touching a cross-origin
  // window through such a wrapper throws a SecurityError. A call's result is not wrapped.
  declare private readonly frames: () => Map<HTMLIFrameElement, Frame>;

  constructor() {
    const frames = new Map<HTMLIFrameElement, Frame>();
    this.frames = () => frames;
  }

  /** How many iframes are registered. */
  get size(): number {
    return this.frames().size;
  }

  /** Registers `iframe` with its allowed origins (or URLs, reduced to their origins); returns its removal. */
  add(iframe: HTMLIFrameElement, origins: string[]): () => void {
    const frame: Frame = { origins: origins.map(originOf) };
    const frames = this.frames();
    frames.set(iframe, frame);
    return () => {
      if (frames.get(iframe) === frame) frames.delete(iframe);
    };
  }

  /** True when the message comes from a registered iframe's window at one of its origins. */
  accepts(event: PeerMessage): boolean {
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

  // The window is read at call time: an iframe gets a new one each time it is attached. A window
  // seen before is checked against its iframe alone: a late message from a removed frame must not
  // make the loop read `contentWindow` of iframes that are still loading, which in Chromium builds
  // their initial document there and then (about 2 ms).
  private find(win: Window): Frame | undefined {
    const frames = this.frames();
    const known = owners.get(win);
    if (known) return known.contentWindow === win ? frames.get(known) : undefined;
    for (const [iframe, frame] of frames) {
      if (iframe.contentWindow === win) {
        owners.set(win, iframe);
        return frame;
      }
    }
    return undefined;
  }
}
