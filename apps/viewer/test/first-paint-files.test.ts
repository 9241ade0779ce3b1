import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { earlyLaterModules, firstPaintFiles } from '../scripts/first-paint-files.mjs';

// The shape of dist/.vite/manifest.json as Vite writes it for this app.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/auth/microsoft-sign-in.ts', 'src/dashboard/dashboard-route.tsx'],
    css: ['assets/index-a.css'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js', imports: ['index.html'] },
  'src/auth/microsoft-sign-in.ts': {
    file: 'assets/microsoft-sign-in-c.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/dashboard/dashboard-route.tsx': {
    file: 'assets/dashboard-route-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-b.js'],
    css: ['assets/dashboard-route-d.css'],
  },
};

describe('firstPaintFiles', () => {
  it('takes the entry chunk, its static imports and their CSS, and leaves dynamic imports for later', () => {
    const { keys, files } = firstPaintFiles(manifest);
    expect(files.sort()).toEqual(['assets/index-a.css', 'assets/index-a.js', 'assets/shared-b.js']);
    expect(earlyLaterModules(manifest, keys)).toEqual([]);
  });

  it('names a sign-in or dashboard module that a static import pulled into the first paint', () => {
    const broken = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['_shared-b.js', 'src/auth/microsoft-sign-in.ts'] },
      'src/auth/microsoft-sign-in.ts': {
        file: 'assets/microsoft-sign-in-c.js',
        src: '../../packages/ms-login-button/dist/index.js',
        imports: [],
      },
    };
    const { keys, files } = firstPaintFiles(broken);
    expect(files).toContain('assets/microsoft-sign-in-c.js');
    expect(earlyLaterModules(broken, keys)).toEqual(['../../packages/ms-login-button/dist/index.js']);
  });
});
