import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (a pino destination); tests pass one to read the logs. */
export interface LogStream {
  write(line: string): void;
}

/** Paths pino blanks out, so tokens and secrets never reach the logs. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.idToken',
  '*.id_token',
  '*.accessToken',
  '*.access_token',
  '*.embedToken',
  '*.token',
  '*.client_secret',
];

/** Structured JSON logs; the request line carries the few headers worth seeing, redacted. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.ip,
        headers: {
          origin: req.headers.origin,
          'user-agent': req.headers['user-agent'],
          authorization: req.headers.authorization,
        },
      }),
    },
  };
}
