// The frame under test: @org/fake-frame built from its source, started the way its script-tag
// entry does, and exposed as `window.fakeFrame` (postEvent, callHook, state) for tests.
import { startFakeFrame, type FakeFrame } from '../../../../fake-frame/src/index';

declare global {
  interface Window {
    fakeFrame?: FakeFrame;
  }
}

window.fakeFrame ??= startFakeFrame();
