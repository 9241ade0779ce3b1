import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_COST_DEFAULTS, parseMilliseconds, resolveBootCost } from '../src/frame/boot-cost';
import { parseFrameQuery } from '../src/frame/frame-options';
import { startFakeFrameServer } from '../src/server/index';

describe('[V-SPEED-03] the boot cost options', () => {
  it('are off by default: no cost at all', () => {
    expect(resolveBootCost()).toEqual({ bootMs: 0, loadMs: 0, renderMs: 0 });
    expect(resolveBootCost({ bootCost: false })).toEqual({ bootMs: 0, loadMs: 0, renderMs: 0 });
    expect(parseFrameQuery('?reportId=R1')).toEqual({});
  });

  it('bootCost turns on the documented defaults, 1,200 / 400 / 300 ms; explicit costs win', () => {
    expect(BOOT_COST_DEFAULTS).toEqual({ bootMs: 1200, loadMs: 400, renderMs: 300 });
    expect(resolveBootCost({ bootCost: true })).toEqual({ bootMs: 1200, loadMs: 400, renderMs: 300 });
    expect(resolveBootCost({ bootCost: true, loadMs: 0 })).toEqual({ bootMs: 1200, loadMs: 0, renderMs: 300 });
    // Without bootCost, a cost sets only itself.
    expect(resolveBootCost({ renderMs: 50 })).toEqual({ bootMs: 0, loadMs: 0, renderMs: 50 });
  });

  it('refuses a cost that is not a number of milliseconds, naming it', () => {
    expect(() => resolveBootCost({ loadMs: -1 })).toThrow(
      'loadMs must be a number of milliseconds (0 or more), not -1',
    );
    expect(() => resolveBootCost({ bootMs: Number.NaN })).toThrow(/bootMs must be a number/);
    expect(() => parseMilliseconds('--boot-ms', 'soon')).toThrow(
      '--boot-ms must be a number of milliseconds (0 or more), not "soon"',
    );
    expect(parseMilliseconds('--load-ms', '250')).toBe(250);
  });

  it('come from the frame URL: bootCost=1 and bootMs / loadMs / renderMs', () => {
    expect(parseFrameQuery('?bootCost=1')).toEqual({ bootCost: true });
    expect(parseFrameQuery('?bootMs=900&loadMs=200&renderMs=100')).toEqual({ bootMs: 900, loadMs: 200, renderMs: 100 });
    expect(resolveBootCost(parseFrameQuery('?bootCost=1&renderMs=10'))).toEqual({
      bootMs: 1200,
      loadMs: 400,
      renderMs: 10,
    });
    // Malformed costs are left out, as the other numeric switches are.
    expect(parseFrameQuery('?bootMs=-5&loadMs=soon')).toEqual({});
  });
});

describe('[V-SPEED-03] the server boot cost', () => {
  it('holds the frame script back bootMs and names the load and render costs in the page; off by default', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fake-frame-boot-'));
    const scriptFile = join(dir, 'frame.js');
    await writeFile(scriptFile, 'window.started = true;');
    const plain = await startFakeFrameServer({ port: 0, scriptFile });
    const costly = await startFakeFrameServer({ port: 0, scriptFile, bootCost: true, bootMs: 300 });
    try {
      const plainPage = await (await fetch(`${plain.url}?reportId=R1`)).text();
      expect(plainPage).toContain('<script src="/fake-frame.global.js"></script>');
      expect(plainPage).not.toContain('fake-frame-boot-cost');
      // The URL can ask one frame for a cost.
      expect(await (await fetch(`${plain.url}?reportId=R1&bootMs=250`)).text()).toContain(
        '<script src="/fake-frame.global.js?bootMs=250"></script>',
      );

      const page = await (await fetch(`${costly.url}?reportId=R1`)).text();
      expect(page).toContain('<meta name="fake-frame-boot-cost" content="bootMs=300&amp;loadMs=400&amp;renderMs=300">');
      expect(page).toContain('<script src="/fake-frame.global.js?bootMs=300"></script>');
      // …and the URL wins over the server's cost.
      expect(await (await fetch(`${costly.url}?reportId=R1&bootMs=0`)).text()).toContain(
        '<script src="/fake-frame.global.js"></script>',
      );
      const started = Date.now();
      const script = await fetch(`${costly.origin}/fake-frame.global.js?bootMs=300`);
      expect(await script.text()).toBe('window.started = true;');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await Promise.all([plain.close(), costly.close()]);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad cost option, naming it', async () => {
    await expect(startFakeFrameServer({ port: 0, renderMs: -3 })).rejects.toThrow(/renderMs must be a number/);
  });
});
