/**
 * Writes shared-contracts/src/generated/api.ts from the API's OpenAPI document (npm run
 * generate:api); with --check it writes nothing and fails when the committed file is not what
 * the API's schemas give. The api project's api-types test runs the same in memory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

/** The browsers' types of the API, generated from its OpenAPI document (npm run generate:api). */
export const API_TYPES_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  'shared-contracts',
  'src',
  'generated',
  'api.ts',
);

const HEADER = `/**
 * Generated from the API's OpenAPI document by \`npm run generate:api\`: do not edit.
 * The API's TypeBox schemas are the source; @shop/contracts names these types for the apps.
 */
`;

/** The document the API serves at /api/docs/json, from the app built in memory (no port). */
export async function openApiDocument(): Promise<object> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
  const database = await openDatabase({});
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      // Signs nothing: the document is read, no request is served.
      tokenSecret: randomBytes(32).toString('hex'),
    };
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript of a document: the same document always gives the same text. */
export async function renderApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
  });
  return HEADER + astToString(ast);
}

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

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
