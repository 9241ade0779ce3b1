#!/usr/bin/env node
// `fake-frame [--port 5175] [--host 127.0.0.1] [--boot-cost] [--boot-ms N] [--load-ms N] [--render-ms N]
// [--unknown-reports sample|notFound] [--report <file.json>]…`:
// serves the fake report frame for the local demo.
import { parseArgs } from 'node:util';
import { BOOT_COST_DEFAULTS, parseMilliseconds, resolveBootCost } from '../frame/boot-cost';
import { startFakeFrameServer } from './start-fake-frame-server';

const USAGE = `Usage: fake-frame [--port 5175] [--host 127.0.0.1] [--verify-tokens <JWKS URL>]
                  [--boot-cost] [--boot-ms N] [--load-ms N] [--render-ms N]
                  [--unknown-reports sample|notFound] [--report <file.json>]…
Serves the fake Power BI report frame.
  --boot-cost     model the real service's boot cost with the defaults: the frame's scripts are
                  ready ${BOOT_COST_DEFAULTS.bootMs} ms after the page is requested, each load
                  takes ${BOOT_COST_DEFAULTS.loadMs} ms before 'loaded' and ${BOOT_COST_DEFAULTS.renderMs} ms more before 'rendered'
  --boot-ms N     milliseconds until the frame's scripts are ready (iframe load, /ready)
  --load-ms N     milliseconds from an accepted load until 'loaded'
  --render-ms N   milliseconds from 'loaded' (or a render request) until 'rendered'
Without any of them there is no boot cost; a cost flag without --boot-cost sets only that cost.
  --unknown-reports sample|notFound
                  a load of a report id the local estate does not know gets the sample report
                  (sample, the default) or Power BI's not-found error event (notFound)
  --report <file.json>
                  serve the report a JSON report definition describes for its id (repeat the flag
                  for more); see report-definition.schema.json of @org/fake-frame`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p', default: '5175' },
      host: { type: 'string', default: '127.0.0.1' },
      'verify-tokens': { type: 'string' },
      'boot-cost': { type: 'boolean', default: false },
      'boot-ms': { type: 'string' },
      'load-ms': { type: 'string' },
      'render-ms': { type: 'string' },
      'unknown-reports': { type: 'string' },
      report: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`fake-frame: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-frame: --port must be a port number, not ${values.port}`);
  process.exit(2);
}

let cost;
try {
  const ms = (flag: 'boot-ms' | 'load-ms' | 'render-ms') =>
    values[flag] === undefined ? undefined : parseMilliseconds(`--${flag}`, values[flag]);
  cost = { bootCost: values['boot-cost'], bootMs: ms('boot-ms'), loadMs: ms('load-ms'), renderMs: ms('render-ms') };
  resolveBootCost(cost);
} catch (error) {
  console.error(`fake-frame: ${(error as Error).message}`);
  process.exit(2);
}

const unknownReports = values['unknown-reports'];
if (unknownReports !== undefined && unknownReports !== 'sample' && unknownReports !== 'notFound') {
  console.error(`fake-frame: --unknown-reports must be sample or notFound, not ${unknownReports}`);
  process.exit(2);
}

let server;
try {
  server = await startFakeFrameServer({
    host: values.host,
    port,
    verifyTokens: values['verify-tokens'],
    unknownReports,
    reports: values.report ?? [],
    ...cost,
  });
} catch (error) {
  console.error(`fake-frame: ${(error as Error).message}`);
  process.exit(2);
}
const { bootMs, loadMs, renderMs } = resolveBootCost(cost);
console.log(`fake-frame: report frame at ${server.url}?reportId=<id>`);
for (const file of values.report ?? []) console.log(`fake-frame: serving the report of ${file}`);
if (bootMs || loadMs || renderMs) {
  console.log(`fake-frame: boot cost on: boot ${bootMs} ms, load ${loadMs} ms, render ${renderMs} ms`);
}
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
