/**
 * Writes shared-contracts/src/generated/api.ts from the API's OpenAPI document; with --check it
 * writes nothing and fails when the committed file is not what the API's schemas give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, openApiDocument, renderApiTypes } from './api-types';

async function main(): Promise<void> {
  const text = await renderApiTypes(await openApiDocument());
  const file = path.relative(process.cwd(), API_TYPES_FILE);
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
    if (committed !== text) {
      console.error(`${file} is stale: run npm run generate:api`);
      process.exitCode = 1;
    }
    return;
  }
  fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
  fs.writeFileSync(API_TYPES_FILE, text);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
