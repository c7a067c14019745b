import { incompatibility, type BuiltWith } from '@shop/contracts/compat';
import resiliencePlugin, { IncompatibleRemoteError, REMOTE_TIMEOUT_MS } from '../resilience-plugin';
import { RemoteUnavailableError } from '../remote-unavailable';

// The range rules as they are, watched: a remote built alike must not need them.
jest.mock('@shop/contracts/compat', () => {
  const rules =
    jest.requireActual<typeof import('@shop/contracts/compat')>('@shop/contracts/compat');
  return { ...rules, incompatibility: jest.fn(rules.incompatibility) };
});

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

/** What the runtime tells the plugin of a failed load: the catalogue's listing, by default. */
function loadError(fields: { error: unknown } & Record<string, unknown>) {
  return {
    id: 'mfe_catalog/ProductsPage',
    lifecycle: 'onLoad',
    from: 'runtime',
    ...fields,
  } as unknown as ErrorArgs;
}

function chunkError() {
  const error = new Error(
    'Loading chunk 512 failed.\n(error: http://catalog.test/512.1a2b3c4d.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

/** A federation host whose loadRemote answers what the test says, recording registrations. */
function fakeHost(load: (id: string, options?: unknown) => Promise<unknown>) {
  const host = {
    options: {
      remotes: [{ name: 'mfe_catalog', entry: 'http://catalog.test/mf-manifest.json' }],
    },
    registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => {
      host.options.remotes = host.options.remotes.map(
        (remote) => remotes.find((item) => item.name === remote.name) ?? remote,
      );
    }),
    loadRemote: jest.fn(load),
  };
  return host;
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
    const args = loadError({ error: new Error('Failed to fetch') });
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
    const args = loadError({
      id: 'mfe_admin/AdminApp',
      error: new Error('manifest'),
      lifecycle: 'afterResolve',
    });
    expect(await plugin.errorLoadRemote!(args)).toBeUndefined();
  });
});

describe('a chunk that fails after a deploy', () => {
  const failure = (origin: unknown, from = 'runtime') =>
    loadError({ error: chunkError(), from, origin });

  it('fetches the remote’s current manifest, cache-busted, and loads the module once more', async () => {
    const fresh = { default: () => 'new build' };
    const host = fakeHost(async () => fresh);
    const plugin = resiliencePlugin();
    expect(await plugin.errorLoadRemote!(failure(host))).toBe(fresh);
    expect(host.registerRemotes).toHaveBeenCalledTimes(1);
    const [[remotes, options]] = host.registerRemotes.mock.calls as unknown as [
      [Array<{ name: string; entry: string }>, { force: boolean }],
    ];
    expect(options).toEqual({ force: true });
    expect(remotes[0]!.name).toBe('mfe_catalog');
    expect(remotes[0]!.entry).toMatch(/^http:\/\/catalog\.test\/mf-manifest\.json\?mf-fresh=\d+$/);
    expect(host.loadRemote).toHaveBeenCalledWith('mfe_catalog/ProductsPage');
  });

  it('asks for a factory again when the bundler asked for one', async () => {
    const factory = () => ({ default: () => 'new build' });
    const host = fakeHost(async () => factory);
    expect(await resiliencePlugin().errorLoadRemote!(failure(host, 'build'))).toBe(factory);
    expect(host.loadRemote).toHaveBeenCalledWith('mfe_catalog/ProductsPage', {
      loadFactory: false,
      from: 'build',
    });
  });

  it('tries only once: a second chunk failure shows the fallback', async () => {
    const plugin = resiliencePlugin();
    // The retried load fails too, and the runtime reports that failure to the plugin again.
    const host = fakeHost(async () => plugin.errorLoadRemote!(failure(host)));
    const module = (await plugin.errorLoadRemote!(failure(host))) as { default: () => never };
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });

  it('shows the fallback when the current build cannot be loaded either', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = fakeHost(async () => {
      throw new Error('manifest down');
    });
    const module = (await resiliencePlugin().errorLoadRemote!(failure(host))) as {
      default: () => never;
    };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not retry a remote that is down (not a chunk failure): its fallback stays prompt', async () => {
    const host = fakeHost(async () => ({ default: () => 'never' }));
    const module = (await resiliencePlugin().errorLoadRemote!({
      ...failure(host),
      error: new Error('Failed to fetch'),
    } as ErrorArgs)) as { default: () => never };
    expect(host.loadRemote).not.toHaveBeenCalled();
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });
});

describe('a remote built against what the shell cannot run', () => {
  const realFetch = globalThis.fetch;
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    error.mockRestore();
  });
  const host: BuiltWith = {
    contracts: '1.1.0',
    ranges: { react: '^19.3.1' },
    versions: { react: '19.3.1', 'react-router-dom': '7.18.5', jotai: '3.0.1', swr: '2.5.1' },
  };
  /** A manifest as the build writes it, with what the remote was built with. */
  function serveManifest(builtWith?: BuiltWith) {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({ metaData: { name: 'mfe_catalog', builtWith }, exposes: [], shared: [] }),
          { status: 200 },
        ),
    ) as unknown as typeof fetch;
  }
  const url = 'http://catalog.test/mf-manifest.json';

  it('lets a remote built alike through without loading the range rules', async () => {
    jest.mocked(incompatibility).mockClear();
    serveManifest({ ...host, ranges: {}, versions: {} });
    const response = (await resiliencePlugin({ host }).fetch!(url, {})) as Response;
    expect((await response.json()).metaData.name).toBe('mfe_catalog');
    expect(incompatibility).not.toHaveBeenCalled();
    serveManifest({ ...host, ranges: { react: '^19.3.0' } });
    await resiliencePlugin({ host }).fetch!(url, {});
    expect(incompatibility).toHaveBeenCalledTimes(1);
  });

  it('loads an older remote after an additive contracts change', async () => {
    serveManifest({ ...host, contracts: '1.0.0', ranges: { react: '^19.0.0' } });
    const response = (await resiliencePlugin({ host }).fetch!(url, {})) as Response;
    expect((await response.json()).metaData.name).toBe('mfe_catalog');
  });

  it('loads a newer remote built on additions the shell does not have', async () => {
    serveManifest({ ...host, contracts: '1.2.0' });
    const response = (await resiliencePlugin({ host }).fetch!(url, {})) as Response;
    expect((await response.json()).metaData.builtWith.contracts).toBe('1.2.0');
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses another contracts major with a console line naming both versions', async () => {
    serveManifest({ ...host, contracts: '2.0.0' });
    await expect(resiliencePlugin({ host }).fetch!(url, {})).rejects.toThrow(
      IncompatibleRemoteError,
    );
    expect(error).toHaveBeenCalledWith(
      'Remote mfe_catalog refused: built against @shop/contracts 2.0.0, the shell runs @shop/contracts 1.1.0',
    );
  });

  it('refuses a remote that requires React 18', async () => {
    serveManifest({ ...host, ranges: { react: '^18.3.1' } });
    await expect(resiliencePlugin({ host }).fetch!(url, {})).rejects.toThrow(
      'requires react ^18.3.1, the shell runs react 19.3.1',
    );
  });

  it('the refusal becomes the remote’s fallback', async () => {
    serveManifest({ ...host, contracts: '2.0.0' });
    const refusal = await (resiliencePlugin({ host }).fetch!(url, {}) as Promise<Response>).catch(
      (reason: unknown) => reason,
    );
    const module = (await resiliencePlugin({ host }).errorLoadRemote!(
      loadError({ id: 'mfe_catalog/HomePage', error: refusal }),
    )) as { default: () => never };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });
});

describe('several chunks of one remote failing together', () => {
  it('share one refresh of the remote, each module loaded once more', async () => {
    const host = fakeHost(async (id) => ({ default: () => id }));
    const plugin = resiliencePlugin({ host: null });
    const failure = (id: string) => loadError({ id, error: chunkError(), origin: host });
    await Promise.all([
      plugin.errorLoadRemote!(failure('mfe_catalog/ProductsPage')),
      plugin.errorLoadRemote!(failure('mfe_catalog/CategoryMenu')),
    ]);
    expect(host.registerRemotes).toHaveBeenCalledTimes(1);
    expect(host.loadRemote.mock.calls.map(([id]) => id).sort()).toEqual([
      'mfe_catalog/CategoryMenu',
      'mfe_catalog/ProductsPage',
    ]);
  });
});
