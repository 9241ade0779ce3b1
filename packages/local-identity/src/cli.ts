#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { start } from './start.ts';

// `local-identity --port 4010 --client-id <guid>`: runs the stand-in for a demo or by hand.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string', multiple: true },
    'auto-approve': { type: 'string' },
  },
});
const server = await start({
  port: Number(values.port),
  host: values.host,
  clientIds: values['client-id'],
  autoApprove: values['auto-approve'],
});
const auth = server.msalAuth();
console.log(`local identity on ${server.url}`);
console.log(`  tenant     ${server.tenantId}`);
console.log(`  client ids ${server.clientIds.join(', ')}`);
console.log(
  `  authority  ${auth.authority} (with authorityMetadata from ${server.url}/${server.tenantId}/v2.0/.well-known/openid-configuration)`,
);
console.log(`  accounts   ${server.accounts.map((a) => a.username).join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
