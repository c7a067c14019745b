import resiliencePlugin, { REMOTE_TIMEOUT_MS } from '../resilience-plugin';
import { RemoteUnavailableError } from '../remote-unavailable';

type Plugin = ReturnType<typeof resiliencePlugin>;
type ErrorArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];

/** A server that accepts the request and never answers, until the request is aborted. */
function hangingFetch() {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('the remote resilience plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('gives up on a manifest that has not answered after 3 s', async () => {
    jest.useFakeTimers();
    globalThis.fetch = hangingFetch() as unknown as typeof fetch;
    const plugin = resiliencePlugin();
    let outcome: unknown = 'pending';
    void (plugin.fetch!('http://catalog.test/mf-manifest.json', {}) as Promise<Response>).catch(
      (error: Error) => (outcome = error.message),
    );
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(REMOTE_TIMEOUT_MS).toBe(3000);
    expect(outcome).toBe(`Timed out after 3000 ms: http://catalog.test/mf-manifest.json`);
  });

  it('passes a prompt answer through', async () => {
    const answer = new Response('{}', { status: 200 });
    globalThis.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
    await expect(resiliencePlugin().fetch!('http://cart.test/mf-manifest.json', {})).resolves.toBe(
      answer,
    );
  });

  it('gives remote entry scripts the same timeout', () => {
    const plugin = resiliencePlugin();
    const createScript = plugin.createScript as unknown as () => { timeout: number };
    expect(createScript()).toEqual({ timeout: REMOTE_TIMEOUT_MS });
  });

  it('turns a remote that cannot load into a module whose rendering raises the fallback', async () => {
    const plugin = resiliencePlugin();
    const args = {
      id: 'mfe_catalog/ProductsPage',
      error: new Error('Failed to fetch'),
      lifecycle: 'onLoad',
      from: 'runtime',
    } as unknown as ErrorArgs;
    const module = (await plugin.errorLoadRemote!(args)) as { default: () => never };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
    expect(() => module.default()).toThrow('Remote module mfe_catalog/ProductsPage is unavailable');

    const factory = (await plugin.errorLoadRemote!({
      ...args,
      from: 'build',
    } as ErrorArgs)) as () => { default: () => never };
    expect(() => factory().default()).toThrow(RemoteUnavailableError);
  });

  it('leaves failures before the load step to surface again at the load step', async () => {
    const plugin = resiliencePlugin();
    const args = {
      id: 'mfe_admin/AdminApp',
      error: new Error('manifest'),
      lifecycle: 'afterResolve',
      from: 'runtime',
    } as unknown as ErrorArgs;
    expect(await plugin.errorLoadRemote!(args)).toBeUndefined();
  });
});
