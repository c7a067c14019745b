import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { suiteApp } from '../test-support/test-app';

async function* chunks(body: Buffer) {
  for (let at = 0; at < body.length; at += 64 * 1024) {
    yield body.subarray(at, at + 64 * 1024);
    await tick();
  }
}

/** What a client on a real connection gets: the status, or the connection's error code. */
function post(agent: http.Agent, port: number, path: string, body: Buffer) {
  return new Promise<string>((resolve) => {
    const request = http.request({
      agent,
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    // Streamed, as a proxy passes it on: the API answers before the last chunk is written.
    Readable.from(chunks(body)).pipe(request);
  });
}

describe('an answer sent before the body has arrived', () => {
  const t = suiteApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('reaches the client every time: a 2 MB JSON body is a 413, never a reset connection', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    // Kept alive, as the shop's pass-through keeps its connections to the API.
    const agent = new http.Agent({ keepAlive: true });
    const answers: string[] = [];
    try {
      for (let i = 0; i < 30; i += 1)
        answers.push(await post(agent, port, '/api/auth/login', body));
    } finally {
      agent.destroy();
    }
    expect(answers).toEqual(Array(30).fill('413'));
  });
});
