import fc, { type Arbitrary } from 'fast-check';
import { TEXT_PATTERNS } from '../../schemas/text';

/** The subset of JSON Schema the API's OpenAPI document uses (TypeBox output). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Values the seeded database holds, so that valid requests reach real rows. */
export interface Known {
  uuids: string[];
  codes: string[];
  emails: string[];
}

const INT32 = 2 ** 31;

/** What an attacker or a broken client sends: every value here must get a 4xx, never a 5xx. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\r\n',
  '\u0085',
  '\u202e',
  '\ud800',
  '😀😀',
  "' or 1=1 --",
  '%_\\',
  '../../etc/passwd',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.5,
  INT32 - 1,
  INT32,
  -INT32 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  Number.MIN_VALUE,
];

export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.boolean(),
  fc.constant(null),
  // Any code point, control characters and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('x'.repeat(201), 'é'.repeat(5001), '9'.repeat(400), 'a b '.repeat(3000)),
  fc.array(fc.constantFrom<unknown>('a', 1, null, '\u0000', []), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom<unknown>('a', 1, '\u0000', {}), {
    maxKeys: 3,
  }),
);

function integer(schema: JsonSchema): Arbitrary<number> {
  const min = schema.minimum ?? -INT32;
  const max = schema.maximum ?? INT32 - 1;
  const low = Math.max(min, 1);
  const high = Math.min(max, 80);
  return fc.oneof(
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
    // Ids the seed holds, so that valid requests find rows.
    ...(low <= high ? [fc.integer({ min: low, max: high })] : []),
  );
}

function number(schema: JsonSchema): Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100),
    fc.constantFrom(min, max),
  );
}

function sized(arbitrary: Arbitrary<string>, schema: JsonSchema): Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  return arbitrary.filter((text) => text.length >= min && [...text].length <= max);
}

function string(schema: JsonSchema, known: Known): Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constantFrom(...known.emails));
    case 'uuid':
      return fc.oneof(fc.uuid(), fc.constantFrom(...known.uuids));
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 200);
  const longest = schema.maxLength ? 'é'.repeat(schema.maxLength) : 'x';
  const text = fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.constantFrom(longest, ...known.codes),
  );
  if (!schema.pattern) return sized(text, schema);
  const pattern = new RegExp(schema.pattern, 'u');
  // Plain text passes the text patterns (no control character) nearly always; other patterns
  // are drawn from the pattern itself, as filtering free text for them could search for ever.
  if (TEXT_PATTERNS.has(schema.pattern)) return sized(text, schema).filter((v) => pattern.test(v));
  const prefix = /^\^\(\?:([^)]*)\)\\P\{Cc\}\*\$$/.exec(schema.pattern);
  const drawn = prefix
    ? fc.tuple(fc.constantFrom(...(prefix[1] ?? '').split('|')), text).map(([p, rest]) => p + rest)
    : // Letters drawn from Latin-1 only: all of \p{L} makes every draw slow.
      fc.stringMatching(new RegExp(schema.pattern.replaceAll('\\p{L}', '[A-Za-zÀ-ÖØ-öø-ÿ]'), 'u'), {
        size: 'xsmall',
      });
  // Repeated up to the minimum length: a repeated match of `^[…]+$` still matches, and a
  // filter waiting for a long enough draw could wait for ever.
  const matching = drawn.map((v) =>
    v && v.length < min ? v.repeat(Math.ceil(min / v.length)) : v,
  );
  const candidates = pattern.test(longest) ? fc.oneof(matching, fc.constant(longest)) : matching;
  return sized(candidates, schema).filter((v) => pattern.test(v));
}

/** A value the schema accepts, drawn towards its boundaries. */
export function valid(schema: JsonSchema, known: Known): Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valid(s, known)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return number(schema);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return string(schema, known);
    case 'array':
      return fc.array(valid(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return object(schema, (s) => valid(s, known));
    default:
      return hostile;
  }
}

/** An object of the schema's properties, each drawn by `draw`, required ones always there. */
export function object(
  schema: JsonSchema,
  draw: (schema: JsonSchema) => Arbitrary<unknown>,
): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, draw(s)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** Mostly valid values with a hostile one in some places, at any depth. */
export function mixed(schema: JsonSchema, known: Known): Arbitrary<unknown> {
  if (schema.type === 'object' && schema.properties) {
    return fc.oneof(
      { weight: 6, arbitrary: object(schema, (s) => mixed(s, known)) },
      { weight: 1, arbitrary: hostile },
    );
  }
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(mixed(items, known), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(valid(items, known), { minLength: 11, maxLength: 60 }) },
      { weight: 1, arbitrary: hostile },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema, known) },
    { weight: 1, arbitrary: hostile },
  );
}
