import { describe, expect, it } from 'vitest';

describe('importing @org/fake-frame', () => {
  it('touches no browser global, so it can be imported in Node and during server-side rendering', async () => {
    expect(typeof window).toBe('undefined');
    const library = await import('../src/index');
    expect(typeof library.startFakeFrame).toBe('function');
    expect(library.REPORT_PAGES.map((p) => p.name)).toEqual(['ReportSection1', 'ReportSection2', 'ReportSection3']);
    // Calling it is what needs a browser.
    expect(() => library.startFakeFrame()).toThrow(ReferenceError);
  });
});
