import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors';
import { imageExtension } from '../../lib/image-type';
import { makeVariants, VARIANT_WIDTHS, variantPath } from '../../lib/image-variants';
import { ImageVariantSchema } from '../../schemas/catalog';
import { bearer, errorResponses } from '../../schemas/common';

const tooLarge = () => new HttpError(413, 'file: the image is larger than 5 MB');
const notAnImage = () =>
  new HttpError(415, 'file: the content is not an accepted image (png, jpeg, webp, gif, svg)');

const notMultipart = () => new HttpError(415, 'Send the image as multipart/form-data');

/**
 * What went wrong reading the form, as the client's fault where it is: the multipart parser's
 * own errors (no boundary, a body cut short, a broken part header) carry no status and are a
 * malformed body, not a server fault.
 */
function formError(error: { statusCode?: number; code?: string; message?: string }) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  if (error.statusCode) return error;
  return badRequest(`file: the multipart body is malformed (${error.message ?? 'unreadable'})`);
}

/** The one image of the form, whole. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notMultipart();
  try {
    const file = await request.file();
    if (!file) throw badRequest('file: no image in the request');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    throw formError(error as Parameters<typeof formError>[0]);
  }
}

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
      const bytes = await readImage(request);
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
