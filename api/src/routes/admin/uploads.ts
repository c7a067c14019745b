import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError } from '../../lib/errors';
import { imageExtension } from '../../lib/image-type';
import { makeVariants, VARIANT_WIDTHS, variantPath } from '../../lib/image-variants';
import { ImageVariantSchema } from '../../schemas/catalog';
import { bearer, errorResponses } from '../../schemas/common';

const tooLarge = () => new HttpError(413, 'file: the image is larger than 5 MB');
const notAnImage = () =>
  new HttpError(415, 'file: the content is not an accepted image (png, jpeg, webp, gif, svg)');

/** The upload's answer: its URL, its intrinsic size and its WebP copies for srcset. */
const UploadSchema = Type.Object({
  url: Type.String(),
  // Null for a drawing without a size of its own (an SVG without width, height or viewBox).
  width: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  height: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  variants: Type.Array(ImageVariantSchema),
});

export const adminUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = path.join(app.config.dataDir, 'images', 'uploads');

  app.post(
    '/uploads',
    {
      schema: {
        ...bearer('admin'),
        consumes: ['multipart/form-data'],
        response: {
          201: UploadSchema,
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
      if (!extension) throw notAnImage();
      fs.mkdirSync(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      const target = path.join(dir, name);
      const stored = `/api/images/uploads/${name}`;
      await fs.promises.writeFile(target, bytes);
      // The right magic number on bytes that do not decode (cut short, forged) is no image
      // either: neither it nor any copy stays.
      const info = await makeVariants(target, stored).catch(async (error: unknown) => {
        request.log.info({ err: error }, 'upload refused: the image does not decode');
        await Promise.all(
          [target, ...VARIANT_WIDTHS.map((w) => variantPath(target, w))].map((f) =>
            fs.promises.rm(f, { force: true }),
          ),
        );
        throw notAnImage();
      });
      if (info) await app.repos.images.record([{ path: stored, info }]);
      return reply.code(201).send({
        url: app.repos.imageUrl(stored),
        width: info?.width ?? null,
        height: info?.height ?? null,
        variants: (info?.variants ?? []).map((v) => ({ ...v, url: app.repos.imageUrl(v.url) })),
      });
    },
  );
};
