/** One thing wrong with a configuration: where it is, and what was expected there. */
export interface Problem {
  /** The field path, e.g. `settings.zoomLevel` or `filters[0].conditions[1].operator`; empty for the whole configuration. */
  path: string;
  /** What is wrong, in plain words, read after the path: "must be a number from 0.25 to 4 …". */
  message: string;
}

/** The path of a key inside the object at `path`: `settings` + `zoomLevel` → `settings.zoomLevel`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A pasted value as a person would name it in a sentence: `"Or"`, `9`, `null`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 37))}…` : JSON.stringify(value);
  return String(value);
}

/** A problem as one line of text: "settings.zoomLevel must be …", or "The configuration must be …" at the top. */
export function describeProblem(problem: Problem): string {
  return `${problem.path === '' ? 'The configuration' : problem.path} ${problem.message}`;
}
