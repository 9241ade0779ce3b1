// What embedding does with our options of a configuration (see host-options.ts): takes them off
// the config that is posted, and refuses one whose feature the service was not given.
import type { IHostOptions } from '../host-options';
import { missingFeature, type HostFeatures } from './embed-host';

// Each option, with the feature behind it: its key in `HostFeatures` and its export's name.
const HOST_OPTIONS: [keyof IHostOptions, keyof HostFeatures, string][] = [
  ['tokenProvider', 'tokens', 'tokenLifecycle'],
  ['tokenRefresh', 'tokens', 'tokenLifecycle'],
  ['lazy', 'frames', 'lazyLoading'],
  ['responsiveLayout', 'layout', 'reportLayout'],
  ['autoHeight', 'layout', 'reportLayout'],
];

/**
 * Moves our options out of `config` (which is posted to the frame) and returns them: a key the new
 * configuration names replaces the previous value, one it does not name keeps it (a re-embed on the
 * same element that only changes the report keeps its token provider). An option set (not undefined,
 * null or false) whose feature `features` lack is refused, naming both.
 */
export function takeHostOptions(
  config: object,
  previous: IHostOptions | undefined,
  features: HostFeatures | undefined,
): IHostOptions {
  const own = config as Record<string, unknown>;
  const options: Record<string, unknown> = { ...previous };
  for (const [key, feature, name] of HOST_OPTIONS) {
    if (!(key in own)) continue;
    const value = own[key];
    if (value != null && value !== false && !features?.[feature]) throw missingFeature(key, name);
    options[key] = value;
    delete own[key];
  }
  return options as IHostOptions;
}
