import { fileURLToPath } from 'node:url';
import { bundleFromSource, PACKAGES_DIR } from './bundle.ts';

const page = fileURLToPath(new URL('./page/', import.meta.url));

/**
 * The host-page prelude (`page/host-tools.ts`, `window.hostTools`): load it before anything else
 * in the host page, so it counts the window's `message` listeners and sees every message.
 */
export const hostToolsScript = () => bundleFromSource(`${page}host-tools.ts`);

/** The frame-page prelude (`page/recorder.ts`, `window.frameRecorder`): inline it first in the frame page. */
export const recorderScript = () => bundleFromSource(`${page}recorder.ts`);

/**
 * The frame-log prelude (`page/frame-log.ts`): reports every request a frame receives from its
 * parent to its server's `POST /log` as a beacon, so frames removed since still have their log.
 */
export const frameLogScript = () => bundleFromSource(`${page}frame-log.ts`);

/**
 * `@org/fake-frame` from source, started the way its script-tag entry does and kept as
 * `window.fakeFrame` (postEvent, callHook, state) for tests.
 */
export const fakeFrameScript = () =>
  bundleFromSource({
    contents: "import { startFakeFrame } from '@org/fake-frame';\nwindow.fakeFrame ??= startFakeFrame();",
    resolveDir: PACKAGES_DIR,
    sourcefile: 'fake-frame-entry.ts',
  });
