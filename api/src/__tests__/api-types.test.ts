import fs from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, openApiDocument, renderApiTypes } from '../../scripts/generate-api-types';

describe('the API types generated for the browsers', () => {
  it('are what the OpenAPI document of the API gives', async () => {
    const fresh = await renderApiTypes(await openApiDocument());
    const committed = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
    const file = path.relative(process.cwd(), API_TYPES_FILE);
    expect(committed === fresh ? 'current' : `${file} is stale: run npm run generate:api`).toBe(
      'current',
    );
  }, 120_000);
});
