import { originOf } from './frame-registry';
import type { PeerMessage, PeerPolicy } from './types';

/** Options of a `ParentPeer`. */
export interface ParentPeerOptions {
  /** The embedding window; `window.parent` by default. */
  parent?: Window;
  /** Origins (or URLs) the parent may speak from; any origin when omitted. */
  allowedOrigins?: string[];
}

const referrerOrigin = (): string | undefined => {
  const referrer = globalThis.document?.referrer;
  return referrer ? originOf(referrer) : undefined;
};

/**
 * The peer policy of code running inside the frame: only the parent window is a peer. Its origin
 * is learned from the first message accepted from it; until then posts go to the referrer's origin.
 */
export class ParentPeer implements PeerPolicy {
  readonly parent: Window;
  readonly allowedOrigins?: string[];
  private learned?: string;

  constructor(options: ParentPeerOptions = {}) {
    this.parent = options.parent ?? window.parent;
    this.allowedOrigins = options.allowedOrigins?.map(originOf);
  }

  /** True for messages from the parent (at an allowed origin, when a list was given). */
  accepts(event: PeerMessage): boolean {
    const allowed = this.allowedOrigins;
    if (event.source !== this.parent) return false;
    if (allowed && !allowed.includes(event.origin) && !allowed.includes('*')) return false;
    if (!this.learned && event.origin && event.origin !== 'null') this.learned = event.origin;
    return true;
  }

  /** The parent's origin (learned, else the referrer's if allowed, else the first allowed one); undefined for other windows. */
  targetOrigin(target: Window): string | undefined {
    if (target !== this.parent) return undefined;
    if (this.learned) return this.learned;
    const referrer = referrerOrigin();
    const allowed = this.allowedOrigins;
    // With an allow list, never guess beyond it: the referrer only if allowed, else the first allowed origin.
    if (allowed && !allowed.includes('*') && !(referrer && allowed.includes(referrer))) {
      return allowed.find((origin) => origin !== 'null') ?? (allowed.length ? '*' : undefined);
    }
    return referrer ?? '*';
  }
}
