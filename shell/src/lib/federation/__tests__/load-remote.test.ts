import i18next from 'i18next';
import {
  forgetRemote,
  loadRemoteTexts,
  preloadRemote,
  registerShopRemotes,
  remoteComponent,
  STYLES_TIMEOUT_MS,
} from '../load-remote';
import {
  markRemoteDown,
  registered,
  textsDown,
  textsLoaded,
} from '../../../testing/federation-runtime-stub';
import { RemoteUnavailableError } from '../remote-unavailable';

/** The shop's remotes on example.com, with the catalogue's manifest at `catalog`. */
const remotesWith = (catalog: string) => ({
  mfe_catalog: catalog,
  mfe_cart_checkout: 'https://cart.example.com/mf-manifest.json',
  mfe_account: 'https://account.example.com/mf-manifest.json',
  mfe_admin: 'https://admin.example.com/mf-manifest.json',
});

describe('loading remotes', () => {
  it('registers every remote from the runtime config, by name and manifest URL', () => {
    registerShopRemotes({
      apiUrl: 'https://api.example.com/api',
      remotes: remotesWith('https://catalog.example.com/v2/mf-manifest.json'),
    });
    expect(registered).toEqual([
      { name: 'mfe_catalog', entry: 'https://catalog.example.com/v2/mf-manifest.json' },
      { name: 'mfe_cart_checkout', entry: 'https://cart.example.com/mf-manifest.json' },
      { name: 'mfe_account', entry: 'https://account.example.com/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'https://admin.example.com/mf-manifest.json' },
    ]);
  });

  it('answers a module once its texts in the page’s language are in, and loads them for another', async () => {
    const language = i18next.language;
    i18next.language = 'pt';
    await preloadRemote('mfe_account/LoginPage');
    expect(textsLoaded).toEqual([['mfe_account/LoginPage', 'pt']]);
    await loadRemoteTexts('es');
    expect(textsLoaded).toContainEqual(['mfe_account/LoginPage', 'es']);
    i18next.language = language;
  });

  it('answers a module whose texts could not be loaded, to show in the fallback language', async () => {
    textsDown.add('mfe_account/SignupPage');
    const module = await preloadRemote('mfe_account/SignupPage');
    // The module itself, not the unavailable fallback: it renders, in the fallback language.
    const rendered = (module.default as (props: object) => { props: { module: string } })({});
    expect(rendered.props.module).toBe('mfe_account/SignupPage');
    await expect(loadRemoteTexts('pt')).resolves.toBeDefined();
    textsDown.delete('mfe_account/SignupPage');
  });

  it('answers a module that raises the fallback when a remote is down, and tries again after forgetting', async () => {
    markRemoteDown('mfe_cart_checkout/CartPage');
    const failed = await preloadRemote('mfe_cart_checkout/CartPage');
    expect(() => (failed.default as () => never)()).toThrow(RemoteUnavailableError);
    markRemoteDown('mfe_cart_checkout/CartPage', false);
    expect(await preloadRemote('mfe_cart_checkout/CartPage')).toBe(failed);
    forgetRemote('mfe_cart_checkout/CartPage');
    expect(await preloadRemote('mfe_cart_checkout/CartPage')).not.toBe(failed);
  });

  it('drops the remote on Retry: it is registered again with a cache-busted manifest URL', async () => {
    registerShopRemotes({
      apiUrl: 'https://api.example.com/api',
      remotes: remotesWith('https://catalog.example.com/mf-manifest.json'),
    });
    const menu = await preloadRemote('mfe_catalog/CategoryMenu');
    forgetRemote('mfe_catalog/ProductsPage');
    const catalog = registered.find((remote) => remote.name === 'mfe_catalog');
    expect(catalog?.entry).toMatch(
      /^https:\/\/catalog\.example\.com\/mf-manifest\.json\?mf-fresh=\d+$/,
    );
    expect(registered.find((remote) => remote.name === 'mfe_admin')?.entry).toBe(
      'https://admin.example.com/mf-manifest.json',
    );
    // Every module of the dropped container is loaded again from the new registration.
    expect(await preloadRemote('mfe_catalog/CategoryMenu')).not.toBe(menu);
  });
});

describe('the shell loads remotes through the typed expose map', () => {
  it('only asks for modules the contract names (a renamed expose fails the type check)', () => {
    const component = remoteComponent('mfe_catalog/HomePage');
    // @ts-expect-error './HomePage' renamed './Home' is no module of the contract
    const renamed = remoteComponent('mfe_catalog/Home');
    expect(renamed).not.toBe(component);
  });

  describe('a module waits for its remote’s stylesheets', () => {
    const REMOTES = remotesWith('https://catalog.example.com/v3/mf-manifest.json');
    let link: HTMLLinkElement;
    beforeEach(() => {
      registerShopRemotes({ apiUrl: '/api', remotes: REMOTES });
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = 'https://catalog.example.com/v3/__federation_expose_ProductsPage.1a2b.css';
      document.head.append(link);
    });
    afterEach(() => {
      link.remove();
      jest.useRealTimers();
    });

    it('renders once they have loaded, not before: no unstyled paint that then moves', async () => {
      forgetRemote('mfe_catalog/ProductsPage');
      let ready = false;
      const loading = preloadRemote('mfe_catalog/ProductsPage').then(() => (ready = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ready).toBe(false);
      link.dispatchEvent(new Event('load'));
      await loading;
      expect(ready).toBe(true);
    });

    it('never waits longer than STYLES_TIMEOUT_MS for a stylesheet that does not answer', async () => {
      forgetRemote('mfe_catalog/HomePage');
      jest.useFakeTimers();
      let ready = false;
      const loading = preloadRemote('mfe_catalog/HomePage').then(() => (ready = true));
      await jest.advanceTimersByTimeAsync(STYLES_TIMEOUT_MS - 1);
      expect(ready).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await loading;
      expect(ready).toBe(true);
    });

    it('does not wait for another remote’s stylesheets', async () => {
      forgetRemote('mfe_account/LoginPage');
      await expect(preloadRemote('mfe_account/LoginPage')).resolves.toBeDefined();
    });
  });
});
