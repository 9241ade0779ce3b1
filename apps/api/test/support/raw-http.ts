import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent before the connection ended. */
  data: string;
  /** Milliseconds from the last byte written until the server closed the connection. */
  closedAfterMs: number;
  /** False when the server still held the connection at `giveUpMs`. */
  closed: boolean;
}

/**
 * Writes `text` on a plain TCP connection (e.g. a request whose body never completes) and
 * reads until the server closes it, or gives up after `giveUpMs`.
 */
export function rawExchange(port: number, text: string, giveUpMs = 10_000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let wroteAt = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ data, closedAfterMs: Date.now() - wroteAt, closed: false });
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => {}); // a reset after the answer still counts as closed
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ data, closedAfterMs: Date.now() - wroteAt, closed: true });
    });
    socket.once('connect', () => socket.write(text, () => (wroteAt = Date.now())));
    socket.once('error', (error) => (wroteAt === 0 ? reject(error) : undefined));
  });
}

/** The status and the JSON body of a raw HTTP/1.1 answer. */
export function parseRawResponse(data: string): { status: number; headers: string; body: unknown } {
  const [head, ...rest] = data.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: JSON.parse(rest.join('\r\n\r\n')) as unknown };
}
