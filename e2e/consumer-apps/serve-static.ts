// A static file server for a built consumer app (node:http), on 127.0.0.1 and a free port.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^([/\\])+/, ''));
    const inside = file.startsWith(dir);
    for (const candidate of inside ? [file, path.join(file, 'index.html'), path.join(dir, 'index.html')] : []) {
      try {
        const body = await readFile(candidate);
        response.writeHead(200, { 'content-type': TYPES[path.extname(candidate)] ?? 'application/octet-stream' });
        response.end(body);
        return;
      } catch {
        // Try the next candidate.
      }
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
