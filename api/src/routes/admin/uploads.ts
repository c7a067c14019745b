import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError } from '../../lib/errors';
import { imageExtension } from '../../lib/image-type';
import { errorResponses } from '../../schemas/common';

const tooLarge = () => new HttpError(413, 'file: the image is larger than 5 MB');

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
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      if (file.file.truncated) throw tooLarge();
      // The bytes decide, never the declared type: a page declared image/png is no image.
      const extension = await imageExtension(bytes);
      if (!extension) {
        throw new HttpError(
          415,
          'file: the content is not an accepted image (png, jpeg, webp, gif, svg)',
        );
      }
      fs.mkdirSync(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await fs.promises.writeFile(path.join(dir, name), bytes);
      return reply.code(201).send({ url: app.repos.imageUrl(`/api/images/uploads/${name}`) });
    },
  );
};
