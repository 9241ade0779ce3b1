// The sidebar benchmark's page: the viewer's own <Sidebar> (its source and CSS) in a memory
// router, fed Diego's 240 dashboards from the demo's one list, in React's production build.
// `window.sidebarBench` runs the measurements in the page, where nothing but the page's own work
// is timed: the function calls of the benchmark return only the figures.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import demo from '../../apps/api/src/demo-accounts.json' with { type: 'json' };
import { sortDashboards } from '../../apps/viewer/src/dashboard/sort-dashboards.ts';
import { filterDashboards } from '../../apps/viewer/src/sidebar/filter-dashboards.ts';
import { Sidebar } from '../../apps/viewer/src/sidebar/sidebar.tsx';
import '../../apps/viewer/src/styles/theme.css';

const diego = demo.accounts.find((a) => a.username === 'diego.siciliani@contoso.example');
const DASHBOARDS = sortDashboards(
  demo.reports
    .filter((r) => diego.seed.reports.includes(r.name))
    .map((r) => ({ report: { ...r, url: `https://frame.example/reportEmbed?reportId=${r.id}` }, embedToken: 'token' })),
);
// A dashboard far down the list is the active one, as after a sidebar click there.
const ACTIVE = DASHBOARDS[200].report.id;

/** Style and layout of what the last render changed, now, as the browser would do before painting. */
const layout = () => document.body.getBoundingClientRect();

function app() {
  return createElement(
    MemoryRouter,
    { initialEntries: [`/dashboard/${ACTIVE}`] },
    createElement(
      'div',
      { className: 'dashboard-screen' },
      createElement(Sidebar, { dashboards: DASHBOARDS, activeId: ACTIVE, onLogOut: () => {} }),
    ),
  );
}

/** Sets the filter box's value as typing does, and lets React handle the `input` event. */
async function typeInto(input, value) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // React flushes a discrete event's update before the microtasks queued after it.
  await Promise.resolve();
}

window.sidebarBench = {
  count: DASHBOARDS.length,

  /** Mounts the sidebar (open or as the rail) `runs` times; the ms each took to render, commit and lay out. */
  render(runs, open) {
    localStorage.setItem('sidebarOpen', String(open));
    const times = [];
    for (let i = 0; i < runs; i++) {
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      const start = performance.now();
      flushSync(() => root.render(app()));
      layout();
      times.push(performance.now() - start);
      const links = host.querySelectorAll('a.sidebar-link').length;
      if (links !== DASHBOARDS.length) throw new Error(`${links} entries rendered, not ${DASHBOARDS.length}`);
      root.unmount();
      host.remove();
    }
    return times;
  },

  /**
   * Types `query` into the filter box one character at a time and deletes it again, `rounds`
   * times; the ms from each keystroke's `input` event to the narrowed list laid out, with the
   * box's value after it.
   */
  async type(query, rounds) {
    localStorage.setItem('sidebarOpen', 'true');
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    flushSync(() => root.render(app()));
    const input = host.querySelector('input[type="search"]');
    if (!input) throw new Error('no filter box');
    const steps = [];
    for (let n = 1; n <= query.length; n++) steps.push(query.slice(0, n));
    for (let n = query.length - 1; n >= 0; n--) steps.push(query.slice(0, n));
    const times = [];
    for (let round = 0; round < rounds; round++) {
      for (const value of steps) {
        const start = performance.now();
        await typeInto(input, value);
        layout();
        times.push({ value, ms: performance.now() - start });
        // What was timed is the narrowed list: as many entries as the filter keeps.
        const links = host.querySelectorAll('a.sidebar-link').length;
        const kept = filterDashboards(DASHBOARDS, value).length;
        if (links !== kept) throw new Error(`'${value}': ${links} entries after the keystroke, not ${kept}`);
      }
    }
    // The query narrows the list for real: check the end of the first half.
    await typeInto(input, query);
    const narrowed = host.querySelectorAll('a.sidebar-link').length;
    root.unmount();
    host.remove();
    return { times, narrowed };
  },
};
