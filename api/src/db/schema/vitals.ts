import { doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals that shoppers' browsers report: one row per measurement, with the route
 * pattern and the app that rendered it. Nothing that names a person (no user, address or
 * browser); rows older than the retention window are deleted.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating'),
    route: text('route').notNull(),
    remote: text('remote').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_created_at_idx').on(t.createdAt)],
);
