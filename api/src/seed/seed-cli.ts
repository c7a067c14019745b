import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DEFAULT_PRODUCTS, describeDatabase, prepareDatabase } from '../start';

/** `npm run seed -w api -- --products 100000`: adds what is missing, up to that many products. */
async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: String(DEFAULT_PRODUCTS) } },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
    throw new ConfigError(
      `--products must be an integer from 1 to 5000000, got "${values.products}"`,
    );
  }
  const config = loadConfig();
  const started = Date.now();
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const database = await prepareDatabase(config, { products, log });
  await database.close();
  log(
    `Seeded ${describeDatabase(config)} with ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
