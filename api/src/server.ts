import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACCOUNTS, DEMO_INVITES } from './seed/seed';
import { resolveTokenSecret } from './lib/token-secret';
import { describeDatabase, prepareDatabase } from './start';

function readConfig(): Config {
  try {
    const config = loadConfig();
    config.tokenSecret = resolveTokenSecret(config);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  // Mail rows past the retention window go at start too, not only when the next mail is queued.
  await app.repos.messages.pruneOutbox();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      // PGlite keeps the process alive until it is closed, and releases its lockfile here.
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shop API on http://localhost:${config.port}/api (docs: /api/docs), database: ${describeDatabase(config)}`,
  );
  app.log.info(
    `Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password} (${a.role})`).join(', ')}; ` +
      `invitations ${DEMO_INVITES[0]} … ${DEMO_INVITES[DEMO_INVITES.length - 1]}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
