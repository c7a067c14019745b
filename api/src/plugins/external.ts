import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MAX_UPLOAD_BYTES } from '../lib/image-type';

export const imagesDir = (dataDir: string) => path.join(dataDir, 'images');

/** Uploads (random names) and WebP copies (…-320w.webp): files whose bytes never change. */
const IMMUTABLE_IMAGE = /(?:[\\/]uploads[\\/][^\\/]+|-\d+w\.webp)$/;

/**
 * Third-party plugins: security headers, CORS, compression, rate limits, OpenAPI, images,
 * uploads.
 */
export const externalPlugins = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // Product images are shown by the shop, which lives on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const allowed = new Set(app.config.corsOrigin);
  await app.register(cors, {
    // Only the listed origins get CORS headers; any other origin, preflights included, gets
    // none at all (a preflight from it is a 404), so its page cannot read an answer.
    origin: (origin, callback) => callback(null, origin && allowed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: Place Order sends one per attempt (a repeat answers the first order).
    allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After'],
    // Every authenticated call is preflighted; the browser may reuse the answer (2 h is
    // Chromium's ceiling) instead of paying a round trip before each call.
    maxAge: 7200,
  });
  // JSON (and SVG images) go compressed to a client that takes it: a listing of 24 products is
  // 39 KB as JSON and 3 KB in gzip, the difference a phone's network feels on every filter.
  // Compression cannot leak a secret here (BREACH): a call carries its session in a header
  // the page sets, and the one cookie, the device cookie of sign-in, is SameSite=Strict, so no
  // other site's page can make the browser send a call that answers a secret.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // With REDIS_URL the counters live in Redis, so N instances hold one limit together.
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('redis', redis);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, retry in ${context.after}`), { statusCode: 429 }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0', description: 'See docs/api-surface.md' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // A named wire type (schemas/components) is a component under its own name.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  const images = imagesDir(app.config.dataDir);
  fs.mkdirSync(images, { recursive: true });
  await app.register(fastifyStatic, {
    root: images,
    prefix: '/api/images/',
    decorateReply: false,
    maxAge: '1d',
    setHeaders: (reply, file) => {
      // Uploaded SVGs must not run scripts when opened directly.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      // An upload's name is new for every file and a copy is never made twice: their bytes
      // never change, so a browser keeps them a year without asking again.
      if (IMMUTABLE_IMAGE.test(file))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
});
