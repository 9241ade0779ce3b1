import { bundleFromSource, PACKAGES_DIR } from '@org/test-harness';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The frame script (the package's script-tag entry, as tsup builds it) and the host fixture, from source. */
export async function buildBundles(): Promise<{ frame: string; host: string }> {
  const [frame, host] = await Promise.all([
    bundleFromSource(`${PACKAGES_DIR}fake-frame/src/frame/global.ts`, { target: 'es2022', minify: true }),
    bundleFromSource(`${here}../fixture/host.ts`, { target: 'es2022' }),
  ]);
  return { frame, host };
}
