/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createApiProxy, isApiPath } from '../api-proxy';

/** An API stand-in that trusts one proxy hop, as the API does with TRUST_PROXY=1. */
async function startUpstream(): Promise<FastifyInstance> {
  // One trusted hop, as proxy-addr compiles TRUST_PROXY=1.
  const app = Fastify({
    trustProxy: (_address: string, hop: number) => hop < 1,
    bodyLimit: 4 * 1024 * 1024,
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/api/echo', async (request) => ({
    method: request.method,
    url: request.url,
    ip: request.ip,
    host: request.host,
    protocol: request.protocol,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null),
  }));
  app.post('/api/upload', async (request) => {
    const body = request.body as Buffer;
    return {
      type: request.headers['content-type'],
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
  });
  app.get('/api/status/:code', async (request, reply) => {
    const code = Number((request.params as { code: string }).code);
    reply.header('X-From-Api', 'yes');
    return reply.code(code).send({ error: `status ${code}` });
  });
  app.get('/api/slow', () => new Promise(() => undefined));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function startProxy(upstream: string, timeoutMs = 2000): Promise<http.Server> {
  const handle = createApiProxy({ upstream, timeoutMs });
  const server = http.createServer((req, res) => {
    if (isApiPath(new URL(req.url ?? '/', 'http://x').pathname)) handle(req, res);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the /api pass-through', () => {
  let api: FastifyInstance;
  let proxy: http.Server;
  beforeAll(async () => {
    api = await startUpstream();
    proxy = await startProxy(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api`);
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise((done) => proxy.close(done));
    await api.close();
  });

  it('passes /api only, not paths that merely begin with the same letters', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/products')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/products')).toBe(false);
  });

  it('passes method, path, query, headers and a JSON body', async () => {
    const response = await fetch(`${base(proxy)}/api/echo?page=2&q=caf%C3%A9`, {
      method: 'PUT',
      headers: {
        Authorization: 'Bearer abc.def',
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-1',
      },
      body: JSON.stringify({ name: 'Sneaker', qty: 2 }),
    });
    expect(response.status).toBe(200);
    const echo = await response.json();
    expect(echo.method).toBe('PUT');
    expect(echo.url).toBe('/api/echo?page=2&q=caf%C3%A9');
    expect(echo.headers.authorization).toBe('Bearer abc.def');
    expect(echo.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(echo.body)).toEqual({ name: 'Sneaker', qty: 2 });
    // The API sees the host the browser asked for, so the URLs it builds point at the shop.
    expect(echo.host).toBe(new URL(base(proxy)).host);
  });

  it("gives the API the client's address, which a client's own X-Forwarded-For cannot forge", async () => {
    const plain = await (await fetch(`${base(proxy)}/api/echo`)).json();
    expect(plain.ip).toBe('127.0.0.1');
    expect(plain.headers['x-forwarded-for']).toBe('127.0.0.1');
    for (const sent of ['203.0.113.9', '203.0.113.9, 127.0.0.1', '127.0.0.1, 10.0.0.1']) {
      const forged = await (
        await fetch(`${base(proxy)}/api/echo`, { headers: { 'X-Forwarded-For': sent } })
      ).json();
      // Replaced, not appended: an API trusting more than this hop still learns nothing forged.
      expect(forged.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(forged.ip).toBe('127.0.0.1');
    }
  });

  it('passes a multipart upload byte for byte', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => (i * 31) % 256);
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/png' }), 'shoe.png');
    const response = await fetch(`${base(proxy)}/api/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const seen = await response.json();
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    const sent = Buffer.from(await new Response(form).arrayBuffer());
    expect(seen.bytes).toBeGreaterThan(bytes.length);
    expect(seen.bytes).toBeLessThan(sent.length + 1024);
  });

  it.each([400, 401, 403, 404, 409, 429, 500, 503])(
    "passes the API's %i with its body and headers",
    async (code) => {
      const response = await fetch(`${base(proxy)}/api/status/${code}`);
      expect(response.status).toBe(code);
      expect(response.headers.get('x-from-api')).toBe('yes');
      expect(await response.json()).toEqual({ error: `status ${code}` });
    },
  );

  it('answers 502 with an error body when the API is unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const down = await startProxy(`http://127.0.0.1:${port}/api`);
    try {
      const response = await fetch(`${base(down)}/api/products`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'The API is unreachable' });
    } finally {
      down.closeAllConnections();
      await new Promise((done) => down.close(done));
    }
  });

  it('answers 504 when the API does not answer in time', async () => {
    const slow = await startProxy(
      `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api`,
      300,
    );
    try {
      const response = await fetch(`${base(slow)}/api/slow`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ error: 'The API took too long to answer' });
    } finally {
      slow.closeAllConnections();
      await new Promise((done) => slow.close(done));
    }
  });
});
