/**
 * Frame-side: reports every request the frame receives from its parent to the frame server
 * (`POST /log`, as a beacon, which survives the frame's removal). The server's log therefore
 * holds what reached every frame of a page, including frames the component has since removed.
 */
let seq = 0;
window.addEventListener(
  'message',
  (event) => {
    const data = event.data as { method?: unknown; url?: unknown; headers?: unknown; body?: unknown } | null;
    if (event.source !== window.parent || typeof data?.method !== 'string' || typeof data.url !== 'string') return;
    const entry = {
      frame: location.href,
      seq: ++seq,
      time: performance.timeOrigin + performance.now(),
      method: data.method,
      url: data.url,
      headers: data.headers,
      body: data.body,
    };
    navigator.sendBeacon('/log', JSON.stringify(entry));
  },
  { capture: true },
);
