import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

export { MultilineText, Text } from './text';

export const ErrorSchema = Type.Object(
  { error: Type.String() },
  { description: 'Every non-2xx answer' },
);

/** Response schemas of the error statuses a route can answer. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries([...codes, 500].map((code) => [code, ErrorSchema]));
}

/** The OpenAPI tag of a route for a signed-in caller, and the bearer token it takes. */
export const bearer = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });

export const RoleSchema = Type.Union([Type.Literal('customer'), Type.Literal('admin')]);
export type Role = Static<typeof RoleSchema>;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const DateTime = Type.String({ format: 'date-time' });
export const Uuid = Type.String({ format: 'uuid' });
/** Money on the wire: major units (12.5 is 12.5 ₿). */
export const MAX_MONEY = 10_000_000;
export const Money = Type.Number({ minimum: 0, maximum: MAX_MONEY });

export const PageQuery = {
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 12 })),
};

export const Paged = {
  total: Type.Integer(),
  totalPages: Type.Integer(),
  pageSize: Type.Integer(),
  pageNumber: Type.Integer(),
};

export const MessageSchema = Type.Object({ message: Type.String() });

/** The largest value of a PostgreSQL `integer` (ids, quantities, stock, minor units). */
export const INT32_MAX = 2_147_483_647;
/** A row id: a positive `integer`, so 2^31 and beyond are a 400, not a failed query. */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });
export const IdParam = Type.Object({ id: Id });
export const UuidParam = Type.Object({ id: Uuid });

/**
 * Points at a named wire type (a schema with an `$id`, registered once by the app): the OpenAPI
 * document then has it as one component, which the browsers' types are generated from.
 */
export function ref<T extends TSchema>(schema: T) {
  const { $id } = schema as { $id?: string };
  if (!$id) throw new Error('ref() points at a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: $id });
}

export const LimitQuery = (fallback: number, maximum: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum, default: fallback }));

export type { Static, TSchema };
