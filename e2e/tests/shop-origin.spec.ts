import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { listening, startApi, type ApiProcess } from '../support/api-process';
import { startShell, stop } from '../support/processes';
import { rawRequest, type RawRequest } from '../support/raw-client';
import { ADMIN, SHOPPER } from '../support/session';
import { ORIGIN_SHELL_PORT, PORTS, ROOT, shellEnv } from '../support/stack';

/**
 * The shop's origin as shoppers and attackers reach it: the API started with the variables
 * `npm start` gives it (read from the root package.json's start script, not copied here), the
 * shell's server passing /api to it. Each loopback source address is another client, as
 * `curl --interface 127.0.0.77` would be. The API listens on the e2e API's port + 3.
 */
const API_PORT = PORTS.api + 3;

/** The API's variables in `npm start`: TRUST_PROXY's default, as the start script sets it. */
function npmStartApiEnv(): Record<string, string> {
  const { start } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
  const trust = /TRUST_PROXY=\$\{TRUST_PROXY:-([^}]*)\}[^"]*npm start -w api/.exec(start)?.[1];
  return trust ? { TRUST_PROXY: trust } : {};
}

let api: ApiProcess;
let shell: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = startApi(API_PORT, npmStartApiEnv());
  await listening(api);
  shell = await startShell({
    ...shellEnv({}, ORIGIN_SHELL_PORT),
    API_URL: `http://127.0.0.1:${API_PORT}/api`,
  });
});
test.afterAll(async () => {
  await stop(shell);
  await api?.stop();
});

const viaShop = (request: RawRequest) => rawRequest(ORIGIN_SHELL_PORT, request);
const direct = (request: RawRequest) => rawRequest(API_PORT, request);
const json = (from: string, url: string, body: unknown, headers = {}): RawRequest => ({
  from,
  method: 'POST',
  path: url,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
/** A wrong login, for another unknown account each time: only the address repeats. */
let attempt = 0;
const badLogin = (from: string, headers = {}) =>
  json(
    from,
    '/api/auth/login',
    { email: `nobody-${(attempt += 1)}@example.com`, password: 'wrong-password' },
    headers,
  );

test.describe('rate limits count each shopper, not the shop', () => {
  test('one client through the shop exhausts its login limit; another signs in untouched', async () => {
    // RATE_LIMIT_LOGIN: 10 a minute by default.
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await viaShop(badLogin('127.0.0.77'))).status);
    expect(answers.slice(0, 10)).not.toContain(429);
    expect(answers[10]).toBe(429);

    const other = await viaShop(json('127.0.0.78', '/api/auth/login', SHOPPER));
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).token).toEqual(expect.any(String));
  });

  test('a client that names another address in X-Forwarded-For stays limited', async () => {
    for (const forged of ['127.0.0.99', '203.0.113.9', '203.0.113.9, 127.0.0.1', '127.0.0.1'])
      expect(
        (await viaShop(badLogin('127.0.0.77', { 'x-forwarded-for': forged }))).status,
        forged,
      ).toBe(429);
  });

  test('straight to the API, a forged X-Forwarded-For is ignored', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      const forged = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      answers.push((await direct(badLogin('127.0.0.79', forged))).status);
    }
    expect(answers[10]).toBe(429);
  });

  test('forgot-password, too, counts each client apart', async () => {
    const forgot = (from: string) =>
      viaShop(json(from, '/api/auth/forgot-password', { email: 'nobody@example.com' }));
    // RATE_LIMIT_FORGOT: 5 a minute by default.
    for (let i = 0; i < 5; i += 1) expect((await forgot('127.0.0.80')).status).toBeLessThan(300);
    expect((await forgot('127.0.0.80')).status).toBe(429);
    expect((await forgot('127.0.0.81')).status).toBeLessThan(300);
  });
});

/** Every operation of the OpenAPI document, as the shop's origin serves it. */
async function operations(from: string) {
  const answer = await viaShop({ from, path: '/api/docs/json' });
  expect(answer.status).toBe(200);
  type Doc = { paths: Record<string, Record<string, { requestBody?: { content?: object } }>> };
  const doc = JSON.parse(answer.body) as Doc;
  return (
    Object.entries(doc.paths)
      .flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          // A path parameter no row has: the body is judged before the parameters are.
          path: template.replace(/\{\w+\}/g, '999999'),
          multipart: Object.keys(operation.requestBody?.content ?? {}).includes(
            'multipart/form-data',
          ),
        })),
      )
      // Logging out last: the admin's token serves every route before it.
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))
  );
}

const BOUNDARY = '----shop-fuzz';
const part = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const TWO_MB_JSON = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) });

/** Bodies no route may answer with a 5xx, and what the API itself answers them with. */
const BODIES: Record<string, { request: Omit<RawRequest, 'from' | 'path'>; want?: number[] }> = {
  'a 2 MB JSON body': {
    request: { headers: { 'content-type': 'application/json' }, body: TWO_MB_JSON },
    want: [413],
  },
  'a 2 MB JSON body, chunked': {
    request: {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: TWO_MB_JSON,
    },
    want: [413],
  },
  'JSON cut short': {
    request: { headers: { 'content-type': 'application/json' }, body: '{"email": "a' },
  },
  'multipart without a boundary': {
    request: { headers: { 'content-type': 'multipart/form-data' }, body: part(PNG_HEAD) },
  },
  'multipart cut short': {
    request: {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: part(PNG_HEAD).subarray(0, 90),
    },
  },
};

/** What the upload route, the one taking multipart, answers besides. */
const UPLOAD_WANTS: Record<string, number[]> = {
  'multipart without a boundary': [400],
  'multipart cut short': [400],
};

test.describe('bad bodies through the shop', () => {
  test('every route of the OpenAPI document answers them below 500, and 413 stays 413', async () => {
    test.setTimeout(300_000);
    const admin = await viaShop(json('127.0.0.90', '/api/auth/login', ADMIN));
    expect(admin.status).toBe(200);
    const token = JSON.parse(admin.body).token as string;
    const failures: string[] = [];
    let client = 0;
    for (const operation of await operations('127.0.0.90')) {
      const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
      for (const [name, { request, want }] of Object.entries(BODIES)) {
        // A new client per request, so the per-address limits end nothing early.
        client += 1;
        const from = `127.0.${1 + (client >> 8)}.${client & 255}`;
        const answer = await viaShop({
          ...request,
          from,
          method: operation.method,
          path: operation.path,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
        });
        const expected = operation.multipart ? (UPLOAD_WANTS[name] ?? want) : want;
        const line = `${operation.method} ${operation.path} with ${name}: ${answer.status} ${answer.body.slice(0, 120)}`;
        if (answer.status >= 500 || answer.status === 0) failures.push(line);
        else if (withBody && expected && !expected.includes(answer.status)) failures.push(line);
      }
    }
    expect(failures).toEqual([]);
  });

  test("an image over 5 MB through the shop is the API's 413", async () => {
    const admin = await viaShop(json('127.0.0.91', '/api/auth/login', ADMIN));
    const token = JSON.parse(admin.body).token as string;
    const answer = await viaShop({
      from: '127.0.0.91',
      method: 'POST',
      path: '/api/admin/uploads',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${token}`,
      },
      body: part(Buffer.concat([PNG_HEAD, Buffer.alloc(6 * 1024 * 1024)])),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'file: the image is larger than 5 MB' });
  });
});
