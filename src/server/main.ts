import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, productionWarning, type AppConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoContent } from './db/seed/index';
import { createLogger } from './logger';
import { createServices } from './services';

// In the build, the server bundle sits in dist/server and the web app in dist/web. In
// development (tsx) there is no built app beside the sources and Vite serves it instead.
function findWebRoot(): string | null {
  const candidate = fileURLToPath(new URL('../web', import.meta.url));
  return existsSync(path.join(candidate, '.vite', 'manifest.json')) ? candidate : null;
}

async function start(config: AppConfig): Promise<void> {
  const started = performance.now();
  const logger = createLogger(config);
  // The log says what the slow first start is doing (creating the embedded database takes ~20 s).
  const progress = (message: string) => logger.info(message);
  if (config.databaseUrl) progress('connecting to PostgreSQL…');
  const services = await createServices(config, {
    logger,
    work: true,
    onIdleDatabaseError: (err) => logger.warn({ err }, 'an idle database connection failed; the pool reconnects'),
    onProgress: progress,
  });
  const { database, mailer } = services;
  const webRoot = findWebRoot();
  const app = await buildApp({ services, webRoot });

  await seedDemoContent(database.db, { onProgress: progress });
  const warning = productionWarning(config);
  if (warning) logger.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      mail: mailer.kind,
      storage: config.storage.kind,
      web: webRoot ? 'built' : 'api only',
      startMs: Math.round(performance.now() - started),
    },
    `${config.brandName} is ready at ${config.publicUrl}`,
  );
}

try {
  await start(loadConfig());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`\n${err.message}\n\nSee .env.example for every variable and its meaning.\n`);
  } else if (err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
}
