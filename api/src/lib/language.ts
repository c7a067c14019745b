import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { LANGUAGES } from '@shop/contracts/languages';
import type { Language } from '../schemas/catalog';

/**
 * The language of a reply's product names and descriptions: `?lang=` when given, else the
 * browser's best match in Accept-Language, else English. A reply chosen by the header says
 * so (Vary), so no cache hands it to a browser that asked in another language.
 */
export function replyLanguage(
  request: FastifyRequest<{ Querystring: { lang?: Language } }>,
  reply: FastifyReply,
): Language {
  if (request.query.lang) return request.query.lang;
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  const accept = request.headers['accept-language'];
  const best = new Negotiator({ headers: { 'accept-language': accept } }).language([...LANGUAGES]);
  return (LANGUAGES as readonly string[]).includes(best ?? '') ? (best as Language) : 'en';
}
