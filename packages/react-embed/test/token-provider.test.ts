import { describe, expect, it } from 'vitest';
import type { EmbedConfig, EmbedProps } from '../src/embed-props.ts';
import { isLoadable, planUpdates } from '../src/plan-updates.ts';

const report = { type: 'report', id: 'R1', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1' };
const props = (config: object, extra: Partial<EmbedProps> = {}): EmbedProps => ({
  embedConfig: config as EmbedConfig,
  ...extra,
});

describe('a token provider instead of an access token', () => {
  it('[R-TOKEN-01] a config with a provider and no accessToken is loadable (in embedConfig or as the prop)', () => {
    expect(isLoadable(props({ ...report, tokenProvider: () => 'T' }))).toBe(true);
    expect(isLoadable(props(report, { tokenProvider: () => 'T' }))).toBe(true);
    expect(isLoadable(props(report))).toBe(false);
    expect(isLoadable(props({ type: 'report', tokenProvider: () => 'T' }))).toBe(false);
  });

  it('[R-TOKEN-01] the first plan embeds; a new provider identity plans nothing (no re-embed, no token set)', () => {
    const first = props({ ...report, tokenProvider: () => 'A' });
    expect(planUpdates(undefined, first)).toEqual([{ kind: 'embed', method: 'embed', config: first.embedConfig }]);
    expect(planUpdates(first, props({ ...report, tokenProvider: () => 'B' }))).toEqual([]);
    // A token given later beside the provider is set as any new token is.
    expect(planUpdates(first, props({ ...report, tokenProvider: () => 'B', accessToken: 'T2' }))).toEqual([
      { kind: 'setAccessToken', accessToken: 'T2' },
    ]);
    // Without a provider, a config without a token still waits (bootstrap), as before.
    expect(planUpdates(undefined, props(report))).toEqual([{ kind: 'bootstrap', config: report }]);
  });
});
