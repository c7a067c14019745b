import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyServerOptions, FastifySchemaCompiler } from 'fastify';

type Factory = ReturnType<typeof AjvCompiler>;
type Validate = ReturnType<ReturnType<Factory>>;
interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

/** Where the first number that is not finite sits in a request part, or null. */
function nonFinite(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nonFinite(item, `${path}/${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Ajv coerces "Infinity" or "1e400" in a query or path to a number and then skips `minimum` and
 * `maximum`, which it checks on finite numbers only: such a value would reach SQL. A coerced
 * part is therefore checked once more for numbers that are not finite.
 */
function finiteOnly(validate: Validate): Validate {
  const wrapped = ((data: unknown, context?: unknown) => {
    const ok = (validate as (data: unknown, context?: unknown) => boolean)(data, context);
    const where = ok ? nonFinite(data) : null;
    const errors: ValidationError[] | null | undefined =
      where === null
        ? (validate as { errors?: ValidationError[] | null }).errors
        : [
            {
              instancePath: where,
              schemaPath: '',
              keyword: 'type',
              params: {},
              message: 'must be a finite number',
            },
          ];
    Object.assign(wrapped, { errors });
    return ok && where === null;
  }) as unknown as Validate;
  // Fastify passes the parent along when the validator has a schema environment.
  return Object.assign(wrapped, { schemaEnv: (validate as { schemaEnv?: unknown }).schemaEnv });
}

/**
 * Query strings and path params are text and are coerced ("12" → 12); a JSON body is not:
 * `{"quantity": "5"}` is a wrong type and gets a 400 naming the field.
 */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const factory: Factory = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator: ((
        externalSchemas: Parameters<Factory>[0],
        options: Parameters<Factory>[1],
      ) => {
        const coercing = factory(externalSchemas, options);
        const strict = factory(externalSchemas, {
          ...options,
          customOptions: { ...options?.customOptions, coerceTypes: false },
        } as Parameters<Factory>[1]);
        return (route: { httpPart?: string; schema: unknown }) =>
          route.httpPart === 'body' ? strict(route as never) : finiteOnly(coercing(route as never));
      }) as never,
    },
  };
}

/**
 * The app removes unknown fields where a schema closes an object (`removeAdditional`); a plugin
 * whose documented contract refuses them (400 naming the field) compiles its schemas with this
 * instead. Bodies only: its routes take no query or path parameters to coerce.
 */
export function refusingUnknownFields(app: FastifyInstance): FastifySchemaCompiler<unknown> {
  const compile = AjvCompiler()(
    app.getSchemas() as Parameters<Factory>[0],
    {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false },
    } as Parameters<Factory>[1],
  );
  return (route) => compile(route as never) as never;
}
