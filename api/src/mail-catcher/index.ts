import { startMailCatcher } from './mail-catcher';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`Configuration error: ${name} must be a port number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const catcher = await startMailCatcher(port('MAIL_SMTP_PORT', 1025), port('MAIL_WEB_PORT', 1080));
  process.stdout.write(
    `Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, mail at http://localhost:${catcher.webPort}\n`,
  );
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
