// Runs in the host page, bundled once per wrapper: `bench:wrapper` is our EmbedComponent in one
// bundle and powerbi-client-react's PowerBIEmbed in the other, so both run this same code with
// the same React (production build).
// The browser globals of this file (declared for it in .oxlintrc.json): window, document.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Component } from 'bench:wrapper';

const LOAD_TIMEOUT = 20_000;

/**
 * Mounts the wrapper with a report config in a fresh container and resolves with the time from
 * `root.render` to the `loaded` handler; then unmounts it and removes the container, as an app
 * that navigates away from the report does.
 */
function mountUntilLoaded(embedUrl) {
  const element = document.body.appendChild(document.createElement('div'));
  element.style.cssText = 'width:640px;height:420px';
  const root = createRoot(element);
  return new Promise((resolve, reject) => {
    let start;
    const finish = (error) => {
      const ms = performance.now() - start;
      clearTimeout(timer);
      root.unmount();
      element.remove();
      if (error) reject(error);
      else resolve(ms);
    };
    const timer = setTimeout(() => finish(new Error(`no loaded event within ${LOAD_TIMEOUT} ms`)), LOAD_TIMEOUT);
    // A fresh config per mount: the reference mutates the one it is given.
    const embedConfig = { type: 'report', id: 'R1', embedUrl, accessToken: 'bench-token', tokenType: 1 };
    const eventHandlers = new Map([
      ['loaded', () => finish()],
      ['error', (event) => finish(new Error(`error event: ${JSON.stringify(event?.detail)}`))],
    ]);
    start = performance.now();
    root.render(createElement(Component, { embedConfig, eventHandlers, cssClassName: 'report' }));
  });
}

/** `n` mount → loaded → unmount cycles, one after the other; returns each mount → loaded time (ms). */
async function mountCycles(embedUrl, n) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await mountUntilLoaded(embedUrl));
  return times;
}

window.reactBench = { mountCycles };
