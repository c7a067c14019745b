import { Type } from '@fastify/type-provider-typebox';

/**
 * Text that comes in from a client. PostgreSQL's text cannot hold NUL (the insert fails), and
 * no name, title or code has a reason to carry a control character (C0, DEL or C1): both are
 * refused at the schema, so bad input is a 400 that names the field and never reaches SQL.
 * Patterns are compiled with the `u` flag (Ajv's default), so `\p{Cc}` is the Unicode class.
 */
export const SINGLE_LINE_PATTERN = '^\\P{Cc}*$';
/** Multi-line text (messages, descriptions): tab, line feed and carriage return are allowed. */
export const MULTI_LINE_PATTERN = '^(?:[\\t\\n\\r]|\\P{Cc})*$';
export const TEXT_PATTERNS: ReadonlySet<string> = new Set([
  SINGLE_LINE_PATTERN,
  MULTI_LINE_PATTERN,
]);

/** One line of text, `minLength`..`maxLength` characters, no control character. */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: SINGLE_LINE_PATTERN });

/** Text of several lines (a message, a description): line breaks and tabs, no other control. */
export const MultilineText = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: MULTI_LINE_PATTERN });

/** An image address: an absolute http(s) URL or one of the API's own `/api/images/…` paths. */
export const ImageUrl = Type.String({
  maxLength: 2048,
  pattern: '^(?:https?://|/api/images/)\\P{Cc}*$',
});
