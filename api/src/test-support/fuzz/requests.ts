import fc, { type Arbitrary } from 'fast-check';
import qs from 'qs';
import { hostile, mixed, valid, type JsonSchema, type Known } from './values';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

/** Every operation of the document, in a stable order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
    )
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const FIELDS = ['categories_id', 'title', 'price', 'onSale', 'newProduct', 'isDiscount', 'id'];
const OPERATORS = ['EQUAL', 'LIKE', 'GTE', 'LTE', 'IN'];
const FILTER_VALUES = ['true', 'false', '12.5', '0', '10000000', '10000000.01', '0.001', 'abc', ''];

/** The listing filters: real combinations of the allow-list, and shapes no client should send. */
function filters(known: Known): Arbitrary<unknown> {
  const value = fc.oneof(
    fc.integer({ min: -2, max: 40 }).map(String),
    fc.constantFrom(...FILTER_VALUES),
    hostile,
  );
  const filter = fc.record({
    field: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, hostile),
    operator: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...OPERATORS) }, hostile),
    value,
  });
  const odd = fc.constantFrom<unknown>(
    { 0: { field: 'price' } },
    { x: { field: 'price', operator: 'GTE', value: '1' } },
    [['price', 'GTE', '1']],
    { field: 'price', operator: 'GTE', value: '1' },
    [{ field: 'price', operator: 'GTE', value: { x: '1' } }],
    [{ field: ['price'], operator: 'GTE', value: '1' }],
    [{ field: 'price', operator: 'GTE', value: ['1', '2'] }],
    'price',
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(filter, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(filter, { minLength: 11, maxLength: 20 }) },
    { weight: 2, arbitrary: odd },
    { weight: 1, arbitrary: mixed({ type: 'array', items: { type: 'object' } }, known) },
  );
}

/** A header value a client can put on the wire (HTTP refuses control characters there). */
const headerSafe = (value: unknown) =>
  typeof value === 'string' ? /^[\x20-\x7e]*$/.test(value) : typeof value === 'number';

function parameterValue(parameter: Parameter, known: Known, hostileMode: boolean) {
  if (parameter.name === 'filters') return filters(known);
  const value = hostileMode ? mixed(parameter.schema, known) : valid(parameter.schema, known);
  return parameter.in === 'header' ? value.filter(headerSafe) : value;
}

function parametersOf(operation: Operation, known: Known, hostileMode: boolean) {
  const model = Object.fromEntries(
    operation.parameters.map((p) => [`${p.in}:${p.name}`, parameterValue(p, known, hostileMode)]),
  );
  const required = operation.parameters
    .filter((p) => p.required || p.in === 'path')
    .map((p) => `${p.in}:${p.name}`);
  return fc.record(model, { requiredKeys: required });
}

function bodyOf(operation: Operation, known: Known, hostileMode: boolean): Arbitrary<unknown> {
  if (!operation.body) return fc.constant(undefined);
  if (!hostileMode) return valid(operation.body, known);
  return fc.oneof({ weight: 5, arbitrary: mixed(operation.body, known) }, hostile);
}

/** A value as a client would put it in a path or header (objects as their JSON). */
const text = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function toRequest(operation: Operation, values: Record<string, unknown>, body: unknown) {
  let url = operation.path;
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const [where, name = ''] = key.split(':');
    if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(text(value)));
    else if (where === 'query') query[name] = value;
    else headers[name] = text(value);
  }
  const search = qs.stringify(query);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: operation.method,
    url: search ? `${url}?${search}` : url,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** Requests for one operation: half all-valid (boundaries included), half with hostile parts. */
export function requestsFor(operation: Operation, known: Known): Arbitrary<FuzzRequest> {
  return fc
    .boolean()
    .chain((hostileMode) =>
      fc
        .tuple(parametersOf(operation, known, hostileMode), bodyOf(operation, known, hostileMode))
        .map(([values, body]) => toRequest(operation, values, body)),
    );
}
