#!/usr/bin/env node
// `fake-frame [--port 5175] [--host 127.0.0.1]`: serves the fake report frame for the local demo.
import { parseArgs } from 'node:util';
import { startFakeFrameServer } from './start-fake-frame-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: '5175' },
    host: { type: 'string', default: '127.0.0.1' },
    'verify-tokens': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: fake-frame [--port 5175] [--host 127.0.0.1] [--verify-tokens <JWKS URL>]\nServes the fake Power BI report frame.',
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-frame: --port must be a port number, not ${values.port}`);
  process.exit(2);
}

const server = await startFakeFrameServer({ host: values.host, port, verifyTokens: values['verify-tokens'] });
console.log(`fake-frame: report frame at ${server.url}?reportId=<id>`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
