// Runs in the host page after our client's script: the two scenarios of bench/lazy-switch.bench.mjs.
// The browser globals of this file (declared for it in .oxlintrc.json): window, document.
(() => {
  const client = window['powerbi-client'];
  const TIMEOUT = 30_000;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const reportConfig = (url, i, extra) => ({
    type: 'report',
    id: `R${(i % 3) + 1}`,
    embedUrl: `${url}?reportId=R${(i % 3) + 1}&groupId=G1`,
    accessToken: 'bench-token',
    tokenType: client.models.TokenType.Embed,
    ...extra,
  });

  const container = (gap = 0) => {
    const element = document.createElement('div');
    element.style.cssText = `width:640px;height:420px;margin-bottom:${gap}px`;
    return document.body.appendChild(element);
  };

  /** Resolves with the ms from calling `start` to `event` on `element`. */
  const until = (element, event, start) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${TIMEOUT} ms`)), TIMEOUT);
      const began = performance.now();
      element.addEventListener(
        event,
        () => {
          clearTimeout(timer);
          resolve(performance.now() - began);
        },
        { once: true },
      );
      start();
    });

  let switchState;

  window.lazySwitchBench = {
    /**
     * (a) `count` reports on one long page, the first in the viewport: `mode` eager (as today), lazy
     * (`lazy: true`) or pool (`maxConcurrentLoads: 4`). Returns the ms to the first report's
     * `rendered` and the frames created before any scroll.
     */
    async longPage({ count, mode, url }) {
      const service = mode === 'pool' ? new client.service.Service({ maxConcurrentLoads: 4 }) : window.powerbi;
      const elements = Array.from({ length: count }, () => container(40));
      const extra = mode === 'lazy' ? { lazy: true } : {};
      let framesAtOnce = 0;
      const firstMs = await until(elements[0], 'rendered', () => {
        elements.forEach((element, i) => service.embed(element, reportConfig(url, i, extra)));
        framesAtOnce = document.querySelectorAll('iframe').length;
      });
      // The person reads the first report for a moment before scrolling.
      await sleep(1500);
      return { firstMs, framesAtOnce, framesBeforeScroll: document.querySelectorAll('iframe').length };
    },

    /** (b) One sidebar container showing its first report; `switchLoop` then switches it. */
    async switchSetup({ url }) {
      const element = container();
      switchState = { element, url, n: 0 };
      await until(element, 'rendered', () => window.powerbi.embed(element, reportConfig(url, 0)));
    },

    /**
     * `count` switches to the next report: `inPlace` embeds on the same element (the same frame),
     * else the container is reset and embedded again (a new frame). Returns each switch's ms to
     * `rendered`. A click comes every 150 ms at the earliest (powerbi-client's 100 ms load rule).
     */
    async switchLoop({ count, inPlace }) {
      const { element, url } = switchState;
      const times = [];
      for (let i = 0; i < count; i++) {
        await sleep(150);
        const config = reportConfig(url, ++switchState.n);
        times.push(
          await until(element, 'rendered', () => {
            if (!inPlace) window.powerbi.reset(element);
            window.powerbi.embed(element, config);
          }),
        );
      }
      return { times, frames: document.querySelectorAll('iframe').length };
    },
  };
})();
