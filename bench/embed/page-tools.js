// Runs in the host page, after the client's script: the measured scenarios, written once against
// the API both clients share (window.powerbi, window['powerbi-client']), so both run the same code.
// The baseline page has no client and only uses `iframeCycles`.
// The browser globals of this file (declared for it in .oxlintrc.json): window, document.
(() => {
  const powerbi = window.powerbi;
  const models = window['powerbi-client']?.models;
  const LOAD_TIMEOUT = 20_000;
  let live;

  const reportConfig = (embedUrl) => ({
    type: 'report',
    id: 'R1',
    embedUrl,
    accessToken: 'bench-token',
    tokenType: models.TokenType.Embed,
  });

  // A fresh container per embed, removed after its reset, as a component that mounts and unmounts does.
  const container = () => {
    const element = document.createElement('div');
    element.style.cssText = 'width:640px;height:420px';
    return document.body.appendChild(element);
  };

  /** Embeds a report in `element`; resolves when `event` (loaded or rendered) fires, with the time it took. */
  const embedUntil = (element, embedUrl, event) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} event within ${LOAD_TIMEOUT} ms`)), LOAD_TIMEOUT);
      const start = performance.now();
      const report = powerbi.embed(element, reportConfig(embedUrl));
      report.on(event, () => {
        const ms = performance.now() - start;
        clearTimeout(timer);
        resolve({ report, ms });
      });
      report.on('error', (e) => {
        clearTimeout(timer);
        reject(new Error(`error event: ${JSON.stringify(e.detail)}`));
      });
    });

  /** `n` cycles of embed → `loaded` → reset; returns each cycle's embed → loaded time (ms). */
  async function embedCycles(embedUrl, n) {
    const times = [];
    for (let i = 0; i < n; i++) {
      const element = container();
      const { ms } = await embedUntil(element, embedUrl, 'loaded');
      powerbi.reset(element);
      element.remove();
      times.push(ms);
    }
    return times;
  }

  /**
   * `n` cycles of a bare iframe at `src` → its `load` event → removal, with no client: what the
   * page and the frame cost by themselves. Returns each cycle's time to the load event (ms).
   */
  async function iframeCycles(src, n) {
    const times = [];
    for (let i = 0; i < n; i++) {
      const element = container();
      const iframe = document.createElement('iframe');
      const start = performance.now();
      await new Promise((resolve) => {
        iframe.addEventListener('load', resolve, { once: true });
        iframe.src = src;
        element.appendChild(iframe);
      });
      times.push(performance.now() - start);
      element.remove();
    }
    return times;
  }

  /** Embeds the report the call measurements use and waits until it has rendered. */
  async function openReport(embedUrl) {
    const element = container();
    const { report } = await embedUntil(element, embedUrl, 'rendered');
    const iframe = element.querySelector('iframe');
    const expected = (await report.getPages()).map((page) => page.name).join();
    if (!expected) throw new Error('the report has no pages');
    live = { element, report, target: iframe.contentWindow, origin: new URL(iframe.src).origin, expected };
  }

  function closeReport() {
    powerbi.reset(live.element);
    live.element.remove();
    live = undefined;
  }

  const rightAnswer = (pages) => pages.map((page) => page.name).join() === live.expected;

  /**
   * `n` sequential `getPages()` and `n` raw ping-pongs with the same frame, interleaved in blocks
   * so that both see the same conditions; returns each call's time (ms).
   */
  async function sequential(n, block = 50) {
    const { report, target, origin } = live;
    let answered;
    const onPong = (e) => {
      if (e.source === target && e.data && e.data.benchPong !== undefined) answered();
    };
    window.addEventListener('message', onPong);
    const pings = [];
    const calls = [];
    let wrong = 0;
    try {
      for (let done = 0; done < n; done += block) {
        for (let i = 0; i < block && done + i < n; i++) {
          const start = performance.now();
          await new Promise((resolve) => {
            answered = resolve;
            target.postMessage({ benchPing: done + i }, origin);
          });
          pings.push(performance.now() - start);
        }
        for (let i = 0; i < block && done + i < n; i++) {
          const start = performance.now();
          const pages = await report.getPages();
          calls.push(performance.now() - start);
          if (!rightAnswer(pages)) wrong++;
        }
      }
    } finally {
      window.removeEventListener('message', onPong);
    }
    return { pings, calls, wrong };
  }

  /** `n` concurrent `getPages()`; returns the total time (ms) and how many answers were wrong. */
  async function concurrent(n) {
    const { report } = live;
    const start = performance.now();
    const answers = await Promise.all(Array.from({ length: n }, () => report.getPages()));
    const ms = performance.now() - start;
    return { ms, wrong: answers.filter((pages) => !rightAnswer(pages)).length };
  }

  /** The smallest step `performance.now()` takes here (5 µs when cross-origin isolated, 100 µs otherwise). */
  function timerStep() {
    let step = Infinity;
    for (let i = 0; i < 200; i++) {
      const a = performance.now();
      let b = performance.now();
      while (b === a) b = performance.now();
      step = Math.min(step, b - a);
    }
    return step;
  }

  /** Forgets the resource timings of past iframe loads, which the page buffers whatever the client. */
  const clearTimings = () => performance.clearResourceTimings();

  window.embedBench = {
    embedCycles,
    iframeCycles,
    openReport,
    closeReport,
    sequential,
    concurrent,
    timerStep,
    clearTimings,
  };
})();
