import { describe, expect, it } from 'vitest';
import { reportStage, type StageRequest } from '../../src/report/report-stage-store.ts';

const request = (): StageRequest => ({
  slot: {} as HTMLElement,
  dashboard: undefined,
  renewToken: () => Promise.reject(new Error('unused')),
});

describe('[V-SPEED-02] reportStage', () => {
  it('a request replaced at once keeps the frame (same generation); a screen that goes starts a fresh one', async () => {
    const start = reportStage.snapshot().generation;
    const first = request();
    const withdrawFirst = reportStage.show(first);
    expect(reportStage.snapshot().request).toBe(first);
    // The dashboard screen's effect runs again (another dashboard): withdrawn and replaced at once.
    withdrawFirst();
    const second = request();
    const withdrawSecond = reportStage.show(second);
    await Promise.resolve();
    expect(reportStage.snapshot()).toEqual({ request: second, generation: start });
    // The screen goes (log-out): nothing replaces it.
    withdrawSecond();
    await Promise.resolve();
    expect(reportStage.snapshot()).toEqual({ request: undefined, generation: start + 1 });
  });

  it('a stale withdrawal does not remove a newer request', () => {
    const withdrawOld = reportStage.show(request());
    const newer = request();
    reportStage.show(newer);
    withdrawOld();
    expect(reportStage.snapshot().request).toBe(newer);
  });
});
