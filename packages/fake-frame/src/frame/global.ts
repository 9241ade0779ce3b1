// The script-tag entry: starts the fake frame in the page that loads it and exposes it as
// `window.fakeFrame`, so tests can drive it (`frame.evaluate(() => fakeFrame.postEvent(…))`).
import { startFakeFrame, type FakeFrame } from './start-fake-frame';

declare global {
  interface Window {
    fakeFrame?: FakeFrame;
  }
}

const begin = () => {
  window.fakeFrame ??= startFakeFrame();
};

// Outside a browser (a server-side import of the package's files) there is nothing to start.
if (typeof document !== 'undefined') {
  if (document.body) begin();
  else document.addEventListener('DOMContentLoaded', begin, { once: true });
}
