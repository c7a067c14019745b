import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the SQL migrations the app applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
