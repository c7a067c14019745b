import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factory = ReturnType<typeof AjvCompiler>;

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
          (route.httpPart === 'body' ? strict : coercing)(route as never);
      }) as never,
    },
  };
}
