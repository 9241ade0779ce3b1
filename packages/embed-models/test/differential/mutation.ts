// Editing a valid model into a near-miss: the generated differential inputs of part A and part B.

export type Path = (string | number)[];
/** A replacement value meaning "remove this node". */
export const DELETE = Symbol('delete');

/** Every path into `value` (the root included), objects and arrays alike. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value))
      pathsOf((value as Record<string, unknown>)[key], [...prefix, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

/** A copy of `value` with the node at `path` replaced (or removed, for DELETE). */
export function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === DELETE ? undefined : next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const replaced = replaceAt(copy[head], rest, next);
  if (next === DELETE && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else copy[head] = replaced;
  return copy;
}
