import { describe, expect, it } from 'vitest';
import { failedImportUrl, retryImportUrl } from '../../src/network/failed-import-url.ts';
import { ChunkLoadError } from '../../src/routes/load-chunk.ts';

describe('failedImportUrl', () => {
  it('[V-CALM-05] finds the module URL in Chromium and Firefox messages, also as the cause of a ChunkLoadError', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/a-1.js');
    expect(failedImportUrl(chromium)).toBe('http://127.0.0.1:5173/assets/a-1.js');
    const firefox = new TypeError('error loading dynamically imported module: https://x.example/assets/b.js');
    expect(failedImportUrl(new ChunkLoadError('A script chunk failed to load', { cause: firefox }))).toBe(
      'https://x.example/assets/b.js',
    );
    expect(failedImportUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedImportUrl('offline')).toBeUndefined();
  });
});

describe('retryImportUrl', () => {
  it('[V-CALM-05] gives the module another URL for each attempt', () => {
    expect(retryImportUrl('http://127.0.0.1:5173/assets/a-1.js', 2)).toBe(
      'http://127.0.0.1:5173/assets/a-1.js?retry=2',
    );
    expect(retryImportUrl('http://h/assets/a.js?retry=1', 3)).toBe('http://h/assets/a.js?retry=3');
  });
});
