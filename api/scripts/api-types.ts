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
