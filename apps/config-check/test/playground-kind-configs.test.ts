import { describe, expect, it } from 'vitest';
import { checkConfig } from '../src/check-config.ts';
import { CHECKER_KIND, kindConfig, kindConfigText, KIND_LABELS } from '../src/playground/kind-configs.ts';
import { PLAYGROUND_KINDS } from '../src/playground/kinds.ts';

const ORIGIN = 'http://localhost:5176';

describe('the playground’s starting configurations', () => {
  it('[P-PLAY-01] every embed kind has a label and a configuration the checker finds no problem in', () => {
    expect(PLAYGROUND_KINDS).toHaveLength(8);
    for (const kind of PLAYGROUND_KINDS) {
      expect(KIND_LABELS[kind], kind).toBeTruthy();
      expect(checkConfig(CHECKER_KIND[kind], kindConfigText(kind, ORIGIN)), kind).toEqual({
        status: 'valid',
        validator: expect.any(String),
      });
      expect(new URL(String(kindConfig(kind, ORIGIN).embedUrl)).origin, kind).toBe(ORIGIN);
    }
  });

  it('[P-PLAY-01] create names a dataset in its URL, quick create sends a dataset to build on', () => {
    expect(new URL(String(kindConfig('create', ORIGIN).embedUrl)).searchParams.get('datasetId')).toBeTruthy();
    expect(kindConfig('quickCreate', ORIGIN)).toHaveProperty('datasetCreateConfig.tableSchemaList');
    expect(new URL(String(kindConfig('paginatedReport', ORIGIN).embedUrl)).pathname).toBe('/rdlEmbed');
  });
});
