// The component classes in plain Node: their statics, the names `register` refuses, and that a
// service built with only the Report class leaves the other types out of a bundle.
import { workspaceSources } from '@org/test-harness';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  Create,
  Dashboard,
  EmbedService,
  lazyLoading,
  Qna,
  QuickCreate,
  Report,
  Service,
  Tile,
  Visual,
} from '../../src/index';

// A plain Error, as powerbi-client throws.
const reserved = new Error('The component name is reserved. Cannot register a component with this name.');
const factory = () => {
  throw new Error('not built in these tests');
};

describe('component classes', () => {
  it("[C-EVENTS-03] [C-EVENTS-04] [C-EVENTS-05] statics: each type's name and own events", () => {
    expect([Visual.type, Dashboard.type, Tile.type, Qna.type]).toEqual(['visual', 'Dashboard', 'Tile', 'Qna']);
    expect(Visual.allowedEvents).toBe(Report.allowedEvents);
    expect(Dashboard.allowedEvents).toEqual(['tileClicked', 'error']);
    expect(Tile.allowedEvents).toEqual(['tileClicked', 'tileLoaded']);
    expect(Qna.allowedEvents).toEqual(['loaded', 'visualRendered']);
    expect(Dashboard.dashboardIdAttribute).toBe('powerbi-dashboard-id');
    expect(Dashboard.findIdFromEmbedUrl('https://x/dashboardEmbed?dashboardId=D1&groupId=G')).toBe('D1');
    expect(Tile.findIdFromEmbedUrl('https://x/tileEmbed?dashboardId=D1&tileId=T1')).toBe('T1');
    expect(Create.findIdFromEmbedUrl('https://x/reportEmbed?datasetId=S1')).toBe('S1');
    expect(Object.getPrototypeOf(Visual)).toBe(Report);
    expect(typeof QuickCreate.prototype.create).toBe('function');
  });
});

describe('register and the built-in names', () => {
  it('[C-REG-02] every built-in name is reserved, in any case, even on a service built without those components', () => {
    const names = ['tile', 'Report', 'DASHBOARD', 'qna', 'Visual'];
    for (const service of [
      new Service(),
      new EmbedService({ components: [Report] }),
      new EmbedService({ components: [] }),
    ]) {
      for (const name of names) expect(() => service.register(name, factory, [])).toThrowError(reserved);
    }
  });

  it('create and quickCreate are not reserved (as in the reference): they have their own service methods', () => {
    const service = new Service();
    expect(() => service.register('create', factory, [])).not.toThrow();
    expect(() => service.register('quickCreate', factory, [])).not.toThrow();
  });
});

describe('host features', () => {
  it('an EmbedService without the lazyLoading feature refuses maxConcurrentLoads, naming the option and the feature', () => {
    expect(() => new EmbedService({ components: [], maxConcurrentLoads: 2 })).toThrow(
      'maxConcurrentLoads needs the lazyLoading feature',
    );
    expect(() => new EmbedService({ components: [], maxConcurrentLoads: 2, features: [lazyLoading] })).not.toThrow();
    expect(new Service({ maxConcurrentLoads: 2 }).loadQueue).toBeDefined();
  });
});

describe('tree shaking', () => {
  it('a page with EmbedService and Report only bundles no other component type', async () => {
    const root = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
    const bundle = async (contents: string) => {
      const result = await build({
        stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        plugins: [workspaceSources], // @org/* from source: no build needed first
        write: false,
      });
      return result.outputFiles[0].text;
    };
    const embedOne = `.embed(document.body, { type: 'report' });`;
    const reportOnly = await bundle(
      `import { EmbedService, Report } from ${JSON.stringify(root)}; new EmbedService({ components: [Report] })${embedOne}`,
    );
    const everything = await bundle(`import { Service } from ${JSON.stringify(root)}; new Service()${embedOne}`);
    const others = [
      '/dashboard/load',
      '/tile/load',
      '/qna/interpret',
      '/quickcreate',
      '/report/create',
      'Visual name is required',
      // The features Service has and a bare EmbedService does not: token lifecycle, lazy loading, layout.
      'tokenRefreshFailed',
      'IntersectionObserver',
      'ResizeObserver',
    ];
    for (const text of others) {
      expect(everything).toContain(text);
      expect(reportOnly).not.toContain(text);
    }
  }, 30_000);
});
