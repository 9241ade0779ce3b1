// A service and a container for building components in Node (C-HOST-04, C-HOST-05): what a component
// asks of its service, with frames deferred forever, and an element whose `powerbi-*` attributes are
// kept and whose listeners are only counted.
import { vi, type Mock } from 'vitest';
import { refusalOf } from '../../src/host/error-mode';
import type { EmbedService } from '../../src/service/embed-service';

/** A container: its `powerbi-*` attributes, and listeners that are only counted. */
export function fakeElement(attributes: Record<string, string> = {}): HTMLElement {
  const own = { ...attributes };
  return {
    getAttribute: (name: string) => own[name] ?? null,
    setAttribute: (name: string, value: string) => void (own[name] = value),
    removeAttribute: (name: string) => void delete own[name],
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    replaceChildren: () => {
      throw new Error('the fake host never creates a frame');
    },
  } as unknown as HTMLElement;
}

/** What a component asks of its service, with the error mode `errors`; frames are deferred forever. */
export function fakeHost({
  errors,
  accessToken,
  hpm = {},
}: {
  errors?: 'typed';
  accessToken?: string;
  hpm?: Record<string, Mock>;
} = {}) {
  const refusal = refusalOf(errors);
  const defer = vi.fn(() => () => {});
  return {
    config: { errors },
    accessToken,
    refusal,
    fail: (message: string, code = 'InvalidArgument' as const) => refusal(new Error(message), code),
    refuse: (text: string, code = 'NotSupported' as const) => Promise.reject(refusal(text, code)),
    features: { frames: { defer, queue: () => undefined } },
    router: { post: vi.fn() },
    hpm,
    find: () => undefined,
    reportError: vi.fn(),
    getNumberOfComponents: () => 0,
    getSdkSessionId: () => 'session',
    addFrame: () => () => {},
  } as unknown as EmbedService & {
    features: { frames: { defer: typeof defer } };
    router: { post: Mock };
    hpm: Record<string, Mock>;
  };
}

/** What a call throws (or undefined). */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
