// Each suite starts a real database (a PGlite copy, or a migrated and seeded PostgreSQL
// schema): more than jest's default 5 s, and a project config cannot set testTimeout.
jest.setTimeout(60_000);
