import { timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Every time the shop stores is an instant with its zone. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was written (or, by another name, last changed): the database fills it in. */
export const stamp = <N extends string = 'created_at'>(name = 'created_at' as N) =>
  timestamptz(name).notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = <R extends Referencing<R>>(
  column: { notNull(): R },
  target: ReferenceConfig['ref'],
) => column.notNull().references(target, { onDelete: 'cascade' });

/** A not-null column builder: its references() gives the builder back. */
interface Referencing<R> {
  references(ref: ReferenceConfig['ref'], actions: ReferenceConfig['actions']): R;
}
