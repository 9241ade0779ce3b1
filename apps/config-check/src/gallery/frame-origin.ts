/** Where the gallery's report frame is, and whether it answers. */

/** The path `vite` and `vite preview` answer with the frame's origin (see fake-frame-plugin.ts). */
const FRAME_INFO_PATH = '/gallery-frame.json';

/**
 * The frame's origin: `?frame=<origin>` in the page's address wins (another @org/fake-frame, started with
 * `fake-frame --port <port>`); otherwise what the page's server says. Undefined when neither knows one (the page was
 * served by something else than config-check's `vite`/`vite preview`).
 */
export async function resolveFrameOrigin(location: Location, fetchJson = fetchInfo): Promise<string | undefined> {
  const asked = new URLSearchParams(location.search).get('frame');
  if (asked) return new URL(asked).origin;
  const info = await fetchJson(new URL(FRAME_INFO_PATH, location.href).href);
  return typeof info?.origin === 'string' ? info.origin : undefined;
}

async function fetchInfo(url: string): Promise<{ origin?: unknown } | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { origin?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether anything answers at `origin` (an opaque answer is enough: the frame server sends no CORS headers). */
export async function frameAnswers(origin: string): Promise<boolean> {
  try {
    await fetch(new URL('/reportEmbed', origin).href, { mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
