import { boolean, doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp } from './columns';

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
    /** Whether the view was signed in; null for rows from before it was reported. */
    signedIn: boolean('signed_in'),
    createdAt: stamp(),
  },
  (t) => [index('web_vitals_created_at_idx').on(t.createdAt)],
);
