import type { Socket } from 'node:net';

/** How long a socket answered raw may stay open for its client to read the answer and close. */
const LINGER_MS = 1000;

/**
 * Writes a whole HTTP answer on a socket that no HTTP parser reads (a CONNECT, a connection over the
 * cap) and closes it without resetting the answer away: what the client still sends is read and
 * dropped (closing a socket with unread input sends a reset, which can discard the answer before the
 * client reads it), and the socket is destroyed when the client closes its side, or after a second.
 */
export function answerAndClose(socket: Socket, answer: string): void {
  socket.on('error', () => {});
  if (socket.destroyed) return;
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  socket.once('end', () => socket.destroy());
  socket.on('data', () => {});
  socket.resume();
  socket.end(answer);
}
