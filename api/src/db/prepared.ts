import type { Db } from './types';

/** Runs a statement and returns its first row as an array of values, unmapped. */
export type PreparedRow = (params: (number | string)[]) => Promise<unknown[] | undefined>;

interface Client {
  query(
    config: string | { name: string; text: string; values: unknown[]; rowMode: 'array' },
    params?: unknown[],
    options?: { rowMode: 'array' },
  ): Promise<{ rows: unknown[][] }>;
}

const isPglite = (client: object) => 'waitReady' in client;

/**
 * A named statement on PostgreSQL, parsed and planned once per connection. PGlite has one
 * session and no protocol-level names in its client: there the statement is sent as it is.
 */
export function preparedRow(db: Db, name: string, text: string): PreparedRow {
  const client = (db as unknown as { $client: Client & object }).$client;
  if (isPglite(client)) {
    return async (values) => (await client.query(text, values, { rowMode: 'array' })).rows[0];
  }
  return async (values) => (await client.query({ name, text, values, rowMode: 'array' })).rows[0];
}
