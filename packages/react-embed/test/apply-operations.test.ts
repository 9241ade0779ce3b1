import type { Embed, Service } from '@org/embed-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyOperations, type EmbedTarget } from '../src/apply-operations.ts';
import type { EmbedConfig } from '../src/embed-props.ts';

const container = {} as HTMLElement;
const never = () => new Promise<never>(() => undefined);
const config = { type: 'report', embedUrl: 'https://app.powerbi.com/reportEmbed', accessToken: 'T' } as EmbedConfig;

// A report whose methods record their calls and answer with `answer(method)`.
function fakeReport(answer: (method: string) => Promise<unknown> = () => Promise.resolve({})) {
  const calls: unknown[][] = [];
  const method =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer(name);
    };
  const report = {
    setAccessToken: method('setAccessToken'),
    updateSettings: method('updateSettings'),
    setPage: method('setPage'),
    updateFilters: method('updateFilters'),
    removeFilters: method('removeFilters'),
  };
  return { calls, embed: report as unknown as Embed };
}

function target(embed?: Embed, service: Partial<Service> = {}): EmbedTarget & { embedded: Embed[] } {
  const embedded: Embed[] = [];
  return { service: service as Service, container, embed, embedded, onEmbed: (e) => embedded.push(e) };
}

// Lets rejected promises settle (and any unhandled rejection surface) before the checks.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('applyOperations', () => {
  it('embeds, loads, creates and bootstraps with a copy of the config, and hands the result over', () => {
    const made = { made: true } as unknown as Embed;
    const service = {
      embed: vi.fn(() => made),
      load: vi.fn(() => made),
      createReport: vi.fn(() => made),
      bootstrap: vi.fn(() => made),
    };
    const t = target(undefined, service as unknown as Service);
    applyOperations(
      [
        { kind: 'embed', method: 'embed', config },
        { kind: 'embed', method: 'load', config },
        { kind: 'embed', method: 'createReport', config },
        { kind: 'bootstrap', config },
      ],
      t,
    );
    for (const method of [service.embed, service.load, service.createReport, service.bootstrap]) {
      expect(method).toHaveBeenCalledOnce();
      const [element, given] = method.mock.calls[0] as unknown as [HTMLElement, EmbedConfig];
      expect(element).toBe(container);
      expect(given).toEqual(config);
      expect(given).not.toBe(config); // the prop is never mutated by embed-client
    }
    expect(t.embedded).toEqual([made, made, made, made]);
    expect(t.embed).toBe(made);
  });

  it('resets the container and forgets the component', () => {
    const reset = vi.fn();
    const t = target(fakeReport().embed, { reset });
    applyOperations([{ kind: 'reset' }], t);
    expect(reset).toHaveBeenCalledWith(container);
    expect(t.embed).toBeUndefined();
  });

  it('[R-UPDATE-05] [R-UPDATE-06] calls the report methods: replace is updateFilters(3), removal removeFilters()', () => {
    const { calls, embed } = fakeReport();
    const filters = [{ $schema: 'x', target: { table: 'T', column: 'C' }, filterType: 1 }] as never;
    applyOperations(
      [
        { kind: 'setAccessToken', accessToken: 'T2' },
        { kind: 'updateSettings', settings: { zoomLevel: 2 } },
        { kind: 'setPage', pageName: 'P2' },
        { kind: 'replaceFilters', filters },
        { kind: 'removeFilters' },
      ],
      target(embed),
    );
    expect(calls).toEqual([
      ['setAccessToken', 'T2'],
      ['updateSettings', { zoomLevel: 2 }],
      ['setPage', 'P2'],
      ['updateFilters', 3, filters],
      ['removeFilters'],
    ]);
  });

  it('a request the frame never answers holds back none of the others', () => {
    const { calls, embed } = fakeReport((method) => (method == 'updateSettings' ? never() : Promise.resolve({})));
    applyOperations(
      [
        { kind: 'updateSettings', settings: { zoomLevel: 2 } },
        { kind: 'setPage', pageName: 'P2' },
        { kind: 'removeFilters' },
      ],
      target(embed),
    );
    expect(calls.map(([name]) => name)).toEqual(['updateSettings', 'setPage', 'removeFilters']);
  });

  it('[R-LOG-01] [R-LOG-02] [R-LOG-03] failures are logged with the reference texts, never unhandled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const failure = { message: 'Refused', detailedMessage: 'no' };
    const { embed } = fakeReport(() => Promise.reject(failure));
    applyOperations(
      [
        { kind: 'setAccessToken', accessToken: 'T2' },
        { kind: 'updateSettings', settings: { zoomLevel: 2 } },
        { kind: 'setPage', pageName: 'P2' },
        { kind: 'replaceFilters', filters: [] },
        { kind: 'removeFilters' },
      ],
      target(embed),
    );
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(error.mock.calls).toEqual([
      ['setAccessToken error:\n', failure],
      ['Error in method updateSettings: [object Object]'],
      [failure],
      [failure],
      [failure],
    ]);
  });

  it('a synchronous failure is logged and the next operation still runs', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = [{ message: 'embedUrl is invalid' }];
    const { calls, embed } = fakeReport();
    const t = target(embed, {
      embed: () => {
        throw refusal;
      },
    } as unknown as Service);
    applyOperations([{ kind: 'embed', method: 'embed', config }], t);
    applyOperations(
      [
        { kind: 'log', message: 'Invalid embed type create' },
        { kind: 'setPage', pageName: 'P' },
      ],
      t,
    );
    expect(error.mock.calls).toEqual([[refusal], ['Invalid embed type create']]);
    expect(calls).toEqual([['setPage', 'P']]);
  });

  it('operations that need a component do nothing without one', () => {
    expect(() =>
      applyOperations(
        [
          { kind: 'setAccessToken', accessToken: 'T2' },
          { kind: 'setPage', pageName: 'P' },
        ],
        target(),
      ),
    ).not.toThrow();
  });
});
