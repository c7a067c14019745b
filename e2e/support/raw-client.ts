import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

export interface RawRequest {
  /** The client's own address: each loopback address is another client (127.0.0.0/8). */
  from: string;
  method?: string;
  /** Sent exactly as written. */
  path: string;
  headers?: http.OutgoingHttpHeaders;
  body?: Buffer | string;
}

/**
 * One request from a given source address, on a connection of its own, with the body streamed
 * in chunks as a network delivers it. A connection that fails answers status 0 and its code.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return new Promise((resolve) => {
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      localAddress: request.from,
      method: request.method ?? 'GET',
      path: request.path,
      agent: false,
      // Chunked when the request says so, else with its length.
      headers: {
        ...(body && !request.headers?.['transfer-encoding']
          ? { 'content-length': body.length }
          : {}),
        ...request.headers,
      },
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: error.code ?? error.message }),
    );
    if (!body) return void outgoing.end();
    const write = (at: number) => {
      if (at >= body.length) return void outgoing.end();
      const more = outgoing.write(body.subarray(at, at + 64 * 1024));
      if (more) setImmediate(() => write(at + 64 * 1024));
      else outgoing.once('drain', () => write(at + 64 * 1024));
    };
    write(0);
  });
}
