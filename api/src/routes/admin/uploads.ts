import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError } from '../../lib/errors';
import { errorResponses } from '../../schemas/common';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export const adminUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = path.join(app.config.dataDir, 'images', 'uploads');

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ url: Type.String() }),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
      const file = await request.file();
      if (!file) throw badRequest('file: no image in the request');
      const extension = EXTENSIONS[file.mimetype];
      if (!extension) {
        file.file.resume();
        throw new HttpError(
          415,
          `file: ${file.mimetype} is not an accepted image (png, jpeg, webp, gif, svg)`,
        );
      }
      fs.mkdirSync(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      const target = path.join(dir, name);
      await pipeline(file.file, fs.createWriteStream(target));
      if (file.file.truncated) {
        fs.rmSync(target, { force: true });
        throw new HttpError(413, 'file: the image is larger than 5 MB');
      }
      return reply.code(201).send({ url: app.repos.imageUrl(`/api/images/uploads/${name}`) });
    },
  );
};
