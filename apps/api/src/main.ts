import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config/load-config.ts';
import { createApi } from './create-api.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** Starts the API from environment variables and stops it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const releaseLock = config.database.url ? async () => {} : await acquireDataDirLock(config.database.dataDir);
  const api = await createApi(config);
  const { app } = api;
  if (config.session.secretWasGenerated) {
    app.log.warn('SESSION_SECRET is not set: using a random secret, so sessions end when this process stops');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness first: /readyz answers 503 so the load balancer stops sending new requests;
    // for SHUTDOWN_DELAY_MS the instance still serves what arrives, then it drains.
    api.readiness.drain();
    if (config.shutdownDelayMs > 0) {
      app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: not ready, still serving');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await api.close();
      await releaseLock();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await api.close();
    await releaseLock();
    process.exit(1);
  }
  app.log.info(
    {
      database: api.db.kind,
      embedProvider: api.provider.kind,
      basePath: config.basePath || '/',
      maxConnections: config.maxConnections,
      issuer: api.identity.issuer,
      localIdentity: config.localIdentity ? config.localIdentity.publicUrl : undefined,
    },
    'API ready',
  );
}

await main();
