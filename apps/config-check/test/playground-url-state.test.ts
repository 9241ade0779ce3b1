import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, PlaygroundStateError } from '../src/playground/url-state.ts';

const state = {
  kind: 'tile' as const,
  config: '{\n  "type": "tile",\n  "id": "admissionsByDepartment"\n}',
  code: "const pages = await embed.getPages();\nlog('ünïcode ✓', pages.length);\n",
};

/** A hash holding `json` packed as the playground packs it. */
async function packed(json: string): Promise<string> {
  const out = new Blob([new TextEncoder().encode(json)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(out).arrayBuffer());
  return `#s=${btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}`;
}

async function refusal(hash: string): Promise<string> {
  const error = await decodeState(hash).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlaygroundStateError);
  return (error as Error).message;
}

describe('the playground’s URL state', () => {
  it('[P-PLAY-06] a session survives the round trip through its link, in a URL-safe hash', async () => {
    const hash = await encodeState(state);
    expect(hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(await decodeState(hash)).toEqual(state);
    // Long code compresses: a link stays shorter than the text it holds.
    const long = { ...state, code: 'log(await embed.getPages());\n'.repeat(100) };
    const longHash = await encodeState(long);
    expect(longHash.length).toBeLessThan(long.code.length / 5);
    expect(await decodeState(longHash)).toEqual(long);
  });

  it('[P-PLAY-06] a link without state opens the defaults', async () => {
    expect(await decodeState('')).toBeUndefined();
    expect(await decodeState('#other=1')).toBeUndefined();
  });

  it('[P-PLAY-06] a malformed or hand-edited link is refused in plain words', async () => {
    const good = await encodeState(state);
    expect(await refusal('#s=')).toBe('its state is empty');
    expect(await refusal('#s=abc$%')).toBe('it has characters a playground link never has');
    expect(await refusal(good.slice(0, good.length - 12))).toBe('it was cut off or changed by hand');
    expect(await refusal('#s=AAAA')).toBe('it was cut off or changed by hand');
    expect(await refusal(await packed('not json'))).toBe('its state is not the JSON the playground writes');
    expect(await refusal(await packed('{"v":1,"kind":"cube","config":"{}","code":""}'))).toMatch(
      /^its embed kind "cube" is not one of report, paginatedReport/,
    );
    expect(await refusal(await packed('{"v":2,"kind":"tile","config":"{}","code":""}'))).toMatch(/another version/);
    expect(await refusal(await packed('{"v":1,"kind":"tile","config":{},"code":""}'))).toBe(
      'its configuration or code is missing',
    );
  });
});
