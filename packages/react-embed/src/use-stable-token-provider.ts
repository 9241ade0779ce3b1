import type { TokenProvider } from '@org/embed-client';
import { useEffect, useRef } from 'react';
import type { EmbedProps } from './embed-props';

/**
 * `props` with the token provider (the `tokenProvider` prop, else `embedConfig.tokenProvider`)
 * replaced in `embedConfig` by a wrapper whose identity never changes and that calls the latest
 * provider committed: a new function on each render neither refetches nor re-embeds. Call it
 * before the effect that embeds (effects run in order, so the latest provider is in place first).
 */
export function useStableTokenProvider(props: EmbedProps): EmbedProps {
  const given = props.tokenProvider ?? (props.embedConfig as { tokenProvider?: TokenProvider }).tokenProvider;
  const latest = useRef(given);
  useEffect(() => {
    latest.current = given;
  });
  const stable = useRef<TokenProvider>((request) => {
    if (typeof latest.current !== 'function') {
      throw new TypeError(`tokenProvider must be a function; got ${typeof latest.current}`);
    }
    return latest.current(request);
  });
  if (!given) return props;
  const { tokenProvider: _given, ...rest } = props;
  return { ...rest, embedConfig: { ...props.embedConfig, tokenProvider: stable.current } };
}
