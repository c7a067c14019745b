/**
 * The API faked at the network edge with MSW: the code under test calls the real fetch, and the
 * test's server answers the requests a test declares; any other request fails the test.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';

export const TEST_API_URL = 'http://api.test/api';

/** A request the app sent, as a test checks it (headers by lower-case name, body parsed). */
export interface SentRequest {
  method: string;
  /** The whole URL, with the query. */
  url: string;
  /** The path under the API's base, without the query (`/products/1`). */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * What a route answers: a JSON body with a status (204 without a body), or a function of the
 * request answering one, a Response, or nothing to hand the request on to the earlier routes;
 * a function that throws is a network failure.
 */
export type Reply<T = unknown> = { status?: number; body?: T };
export type Answer<T = unknown> =
  | Reply<T>
  | ((request: SentRequest) => Reply<T> | Response | void | Promise<Reply<T> | Response | void>);
/** `METHOD /path` under the API's base; the path may hold MSW parameters (`/cart/items/:id`). */
export type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
export type Routes = Partial<Record<Route, Answer>>;

export interface ApiServer extends SetupServerApi {
  /** Every request sent in the current test, in order. */
  calls: SentRequest[];
  /** Answers these routes from now on (before the ones already declared); `once` for one answer. */
  on(routes: Routes, options?: { once?: boolean }): ApiServer;
  /** Holds back the answers to one method until the returned release is called. */
  hold(method: string): () => void;
}

const method = (route: Route) => route.slice(0, route.indexOf(' ')).toLowerCase() as 'get';

const BASE_PATH = new URL(TEST_API_URL).pathname;

/** The request as a test reads it; the body follows once read (`body`). */
function seen(request: Request): SentRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: request.url,
    path: url.pathname.startsWith(BASE_PATH) ? url.pathname.slice(BASE_PATH.length) : url.pathname,
    query: url.searchParams,
    body: undefined,
    headers: Object.fromEntries(request.headers),
  };
}

/** A JSON body parsed, a form's as FormData, none as undefined. */
async function body(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const copy = request.clone();
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    // As the page's own FormData, for the test to compare with.
    const form = new FormData();
    for (const [key, value] of await copy.formData()) form.append(key, value);
    return form;
  }
  const text = await copy.text();
  return text ? JSON.parse(text) : undefined;
}

async function sent(request: Request): Promise<SentRequest> {
  return { ...seen(request), body: await body(request) };
}

/** MSW handlers for routes of the test API (`{ 'GET /products': { body: [...] } }`). */
export function apiHandlers(routes: Routes, options: { once?: boolean } = {}): HttpHandler[] {
  return Object.entries(routes).map(([route, answer]) =>
    http[method(route as Route)](
      TEST_API_URL + route.slice(route.indexOf(' ') + 1),
      async ({ request }) => {
        let reply;
        try {
          reply = typeof answer === 'function' ? await answer(await sent(request)) : answer;
        } catch {
          // A route that throws is a request that never got through, as fetch rejects.
          return HttpResponse.error();
        }
        if (reply === undefined || reply instanceof Response) return reply;
        const status = reply?.status ?? (reply?.body === undefined ? 204 : 200);
        return reply?.body === undefined
          ? new HttpResponse(null, { status })
          : HttpResponse.json(reply.body as JsonBodyType, { status });
      },
      options,
    ),
  );
}

/** An answer that never comes through: the browser's network failure. */
export const networkError = () => HttpResponse.error();

/**
 * The test file's fake API: an MSW server listening for the whole file, refusing requests no
 * route answers, and forgetting the routes and the recorded calls after each test.
 */
export function setupApiServer(routes: Routes = {}): ApiServer {
  const server = setupServer(...apiHandlers(routes)) as ApiServer;
  server.calls = [];
  server.on = (more, options) => {
    server.use(...apiHandlers(more, options));
    return server;
  };
  server.hold = (method) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Answering nothing hands the request on to the routes below, once released.
    server.use(
      http.all(`${TEST_API_URL}/*`, async ({ request }) => {
        if (request.method === method) await gate;
      }),
    );
    return release;
  };
  server.events.on('request:start', ({ request }) => {
    const call = seen(request);
    server.calls.push(call);
    void body(request).then((parsed) => (call.body = parsed));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.calls.length = 0;
  });
  afterAll(() => server.close());
  return server;
}
