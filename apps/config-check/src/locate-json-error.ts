/** Where a JSON text first breaks the grammar, and what was wrong there. */
export interface JsonSyntaxProblem {
  /** Zero-based index into the text. */
  position: number;
  /** One-based line and column of `position`. */
  line: number;
  column: number;
  /** What was wrong, in plain words, starting lower-case. */
  reason: string;
}

class Stop {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {}
}

/** Line and column (both from 1) of a zero-based index into a text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Finds the first syntax error of a JSON text, or returns undefined if the text is valid JSON.
 * JSON.parse's own messages differ between browsers and some name no position, so the demo
 * scans the text itself to point at the exact place.
 */
export function locateJsonError(text: string): JsonSyntaxProblem | undefined {
  let i = 0;

  const stop = (reason: string, at = i): never => {
    throw new Stop(at, reason);
  };
  const found = () => {
    if (i >= text.length) return 'the end of the text';
    const c = text[i];
    if (c === '"') return 'a double quote';
    if (c === "'") return 'a single quote';
    if (c === '\n' || c === '\r') return 'a line break';
    if (c <= ' ') return 'a control character';
    return `'${c}'`;
  };
  const skipWhitespace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };

  const readString = () => {
    const start = i;
    i += 1;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i += 1;
        return;
      }
      if (c === '\\') {
        const next = text[i + 1];
        if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
        else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else stop('invalid escape sequence in a string');
        continue;
      }
      if (c < ' ') stop('a line break or control character inside a string (is a closing quote missing?)');
      i += 1;
    }
    stop('a string that is never closed', start);
  };

  const readNumber = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) stop(`an invalid number starting at ${found()}`);
    i += match![0].length;
  };

  const readValue = (): void => {
    skipWhitespace();
    const c = text[i];
    if (c === '{') return readObject();
    if (c === '[') return readArray();
    if (c === '"') return readString();
    if (c === '-' || (c >= '0' && c <= '9')) return readNumber();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === "'") stop('a string in single quotes: JSON strings use double quotes');
    stop(`expected a value, found ${found()}`);
  };

  const readObject = () => {
    i += 1;
    skipWhitespace();
    if (text[i] === '}') {
      i += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[i] !== '"') {
        stop(
          text[i] === '}'
            ? "a comma before '}': JSON does not allow trailing commas"
            : `expected a property name in double quotes, found ${found()}`,
        );
      }
      readString();
      skipWhitespace();
      if (text[i] !== ':') stop(`expected ':' after the property name, found ${found()}`);
      i += 1;
      readValue();
      skipWhitespace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === '}') {
        i += 1;
        return;
      }
      stop(`expected ',' or '}' after a property value, found ${found()}`);
    }
  };

  const readArray = () => {
    i += 1;
    skipWhitespace();
    if (text[i] === ']') {
      i += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[i] === ']') stop("a comma before ']': JSON does not allow trailing commas");
      readValue();
      skipWhitespace();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === ']') {
        i += 1;
        return;
      }
      stop(`expected ',' or ']' after an array item, found ${found()}`);
    }
  };

  try {
    readValue();
    skipWhitespace();
    if (i < text.length) stop(`unexpected ${found()} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { position: error.position, reason: error.reason, ...lineAndColumn(text, error.position) };
  }
}
