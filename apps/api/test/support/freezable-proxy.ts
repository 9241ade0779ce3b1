import { connect, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  /** host:port to connect to instead of the target. */
  port: number;
  /** From now on nothing is passed either way and new connections are held: a stuck server. */
  freeze(): void;
  /** Passes everything again, held data and connections included. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `targetPort` that can be frozen: connections stay open
 * but nothing moves, as with a server that hangs (rather than one that is down and refuses).
 */
export async function startFreezableProxy(targetPort: number): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  // Data that arrived while frozen, with where it was going; and connections not yet opened.
  let held: { to: Socket; chunk: Buffer }[] = [];
  const waiting: (() => void)[] = [];

  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else to.write(chunk);
    });

  const server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    const open = () => {
      if (client.destroyed) return;
      const upstream = connect(targetPort, '127.0.0.1');
      sockets.add(upstream);
      forward(client, upstream);
      forward(upstream, client);
      const end = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    };
    if (frozen) waiting.push(open);
    else open();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as { port: number }).port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
      held = [];
      for (const open of waiting.splice(0)) open();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
