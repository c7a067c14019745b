import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, suiteApp } from '../../../test-support/test-app';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0f6a40000000049454e44ae426082',
  'hex',
);
const BOUNDARY = '----shop';
const head = (name = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';
const whole = Buffer.concat([Buffer.from(head()), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

/** Malformed multipart: the client's fault, answered with a 4xx that says so, storing nothing. */
describe('POST /api/admin/uploads with a malformed body', () => {
  const t = suiteApp({ admin: ADMIN });
  const uploads = () => path.join(t.config.dataDir, 'images', 'uploads');
  const stored = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).length : 0);
  const send = (contentType: string, payload: Buffer | string) =>
    t.call({
      method: 'POST',
      url: '/api/admin/uploads',
      token: t.admin,
      headers: { 'content-type': contentType },
      payload,
    });

  it.each([
    ['no boundary', 'multipart/form-data', whole],
    ['an empty boundary', 'multipart/form-data; boundary=', whole],
    ['a boundary the body never uses', 'multipart/form-data; boundary=other', whole],
    [
      'a body cut inside the image',
      `multipart/form-data; boundary=${BOUNDARY}`,
      whole.subarray(0, 120),
    ],
    [
      'a body cut inside the part headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      whole.subarray(0, 40),
    ],
    [
      'no closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      whole.subarray(0, whole.length - 12),
    ],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
    ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, '\u0000\u0001garbage\r\n\r\n--'],
  ])('answers %s with 400 and stores nothing', async (_what, type, body) => {
    const before = stored();
    const response = await send(type, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(
      /^file: (the multipart body is malformed|no image)/,
    );
    expect(stored()).toBe(before);
  });

  it.each([
    ['JSON', 'application/json', '{"file":"x"}'],
    ['plain text', 'text/plain', 'x'],
    ['a form', 'application/x-www-form-urlencoded', 'file=x'],
  ])('answers %s with 415', async (_what, type, body) => {
    const response = await send(type, body);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('still takes a whole upload', async () => {
    const response = await send(`multipart/form-data; boundary=${BOUNDARY}`, whole);
    expect(response.statusCode).toBe(201);
  });
});
