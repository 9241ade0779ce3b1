import { describe, expect, it } from 'vitest';
import { toPlain } from '../src/playground/to-plain.ts';

class Service {
  config = { big: true };
}
class Report {
  service = new Service();
  name = 'Sales';
}
class Page {
  constructor(
    public report: Report,
    public name: string,
  ) {}
}

describe('the values the run frame sends the playground', () => {
  it('[P-PLAY-03] a logged page reads as a page: the class objects it holds are only named, cycles cut', () => {
    const report = new Report();
    expect(toPlain([new Page(report, 'ReportSection1')])).toEqual([{ report: '[Report]', name: 'ReportSection1' }]);
    expect(toPlain(report)).toEqual({ service: '[Service]', name: 'Sales' });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(toPlain(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(toPlain({ f: function named() {}, n: Number.NaN, e: new TypeError('x') })).toEqual({
      f: '[function named]',
      n: 'NaN',
      e: { name: 'TypeError', message: 'x' },
    });
  });
});
