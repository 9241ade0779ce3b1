/**
 * Runs `body` with each global of `names` replaced by a getter that records the read and throws, as
 * on a server without a DOM; resolves with the names read, in order (`body` sees the same list as it
 * grows). `restore(name)` puts one back early (e.g. `crypto`, which Node has). Everything is restored afterwards, also when `body` throws.
 */
export async function withoutGlobals(
  names: readonly string[],
  body: (restore: (name: string) => void, touched: readonly string[]) => Promise<void>,
): Promise<string[]> {
  const touched: string[] = [];
  const saved = new Map(names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const));
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        throw new ReferenceError(`${name} is not defined`);
      },
    });
  }
  const restore = (name: string) => {
    const descriptor = saved.get(name);
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  };
  try {
    await body(restore, touched);
  } finally {
    for (const name of names) restore(name);
  }
  return touched;
}
