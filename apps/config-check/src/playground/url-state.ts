/**
 * The playground's session in its URL: `#s=<state>`, where `<state>` is the JSON
 * `{ "v": 1, "kind": …, "config": "<the config box's text>", "code": "<the editor's text>" }`, compressed with
 * `CompressionStream('deflate-raw')` and written as base64url (no padding). A link with it reopens the same kind,
 * configuration and code. A hand-edited or cut-off link is refused with a sentence saying what is wrong.
 */
import { PLAYGROUND_KINDS, type PlaygroundKind } from './kinds.ts';

export interface PlaygroundState {
  kind: PlaygroundKind;
  /** The configuration box's text (JSON, as typed: it may not parse). */
  config: string;
  code: string;
}

/** The hash parameter that holds the state. */
const PARAM = 's';
const VERSION = 1;

/** Why a link's state could not be read, in plain words. */
export class PlaygroundStateError extends Error {
  override name = 'PlaygroundStateError';
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new PlaygroundStateError('it has characters a playground link never has');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  } catch {
    throw new PlaygroundStateError('it was cut off or changed by hand');
  }
}

/** The hash (`#s=…`) that holds `state`. */
export async function encodeState(state: PlaygroundState): Promise<string> {
  const json = JSON.stringify({ v: VERSION, kind: state.kind, config: state.config, code: state.code });
  const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  return `#${PARAM}=${toBase64Url(packed)}`;
}

const isKind = (value: unknown): value is PlaygroundKind =>
  typeof value === 'string' && (PLAYGROUND_KINDS as readonly string[]).includes(value);

/**
 * The state a hash holds; `undefined` when it holds none (no `s=`); a {@link PlaygroundStateError} saying what is
 * wrong when it holds one that cannot be read.
 */
export async function decodeState(hash: string): Promise<PlaygroundState | undefined> {
  const packed = new URLSearchParams(hash.replace(/^#/, '')).get(PARAM);
  if (packed === null) return undefined;
  if (packed === '') throw new PlaygroundStateError('its state is empty');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(
      await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw')),
    );
  } catch (error) {
    if (error instanceof PlaygroundStateError) throw error;
    throw new PlaygroundStateError('it was cut off or changed by hand');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new PlaygroundStateError('its state is not the JSON the playground writes');
  }
  if (!value || typeof value !== 'object') throw new PlaygroundStateError('its state is not an object');
  const { v, kind, config, code } = value as Record<string, unknown>;
  if (v !== VERSION)
    throw new PlaygroundStateError(`it was written by another version of the playground (${String(v)})`);
  if (!isKind(kind))
    throw new PlaygroundStateError(
      `its embed kind ${JSON.stringify(kind)} is not one of ${PLAYGROUND_KINDS.join(', ')}`,
    );
  if (typeof config !== 'string' || typeof code !== 'string')
    throw new PlaygroundStateError('its configuration or code is missing');
  return { kind, config, code };
}
