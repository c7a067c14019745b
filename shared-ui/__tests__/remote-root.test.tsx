import { act, render, screen, waitFor } from '@testing-library/react';
import { buildSession, setupApiServer, TEST_API_URL } from '@shop/testing';
import type { ShellProps } from '@shop/contracts';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadTexts, RemoteRoot, useApi, usePrice, useShellValue, type Texts } from '..';
import { storedPreferences } from '../standalone';

function Price({ amount }: { amount: number }) {
  return <p>{usePrice()(amount)}</p>;
}

function CartCount() {
  const api = useApi();
  return (
    <button type="button" onClick={() => void api.cart()}>
      load
    </button>
  );
}

function renderInRoot(ui: React.ReactElement, props: Partial<ShellProps> = {}) {
  const shellProps: ShellProps = {
    session: buildSession(),
    theme: 'light',
    apiUrl: TEST_API_URL,
    ...props,
  };
  return render(
    <RemoteRoot shellProps={shellProps} namespace="test" resources={{}} cache={new Map()}>
      {ui}
    </RemoteRoot>,
  );
}

const api = setupApiServer();

describe('RemoteRoot', () => {
  it('prices in ₿ by default, after the amount, with two decimals', () => {
    renderInRoot(<Price amount={12.5} />, { session: null });
    expect(screen.getByText('12.50 ₿')).toBeInTheDocument();
  });

  it("prices in the session's currency and the page's language (the one i18next's)", async () => {
    const session = buildSession();
    await i18next.changeLanguage('es');
    renderInRoot(<Price amount={1234.5} />, {
      session: { ...session, settings: { ...session.settings, currencyCode: 'ETH' } },
    });
    expect(screen.getByText(/^1\.?234,50 ETH$/)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pt'));
    expect(screen.getByText(/^1\.?234,50 ETH$/)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('1,234.50 ETH')).toBeInTheDocument();
  });

  it('announces no change of language for an app with no texts in the language shown', async () => {
    const changed = jest.fn();
    i18next.on('languageChanged', changed);
    renderInRoot(<Price amount={1} />);
    // What the root started settles: a loader's answer, had there been one to wait for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    i18next.off('languageChanged', changed);
    expect(changed).not.toHaveBeenCalled();
  });

  it("calls the shell's API URL with the session's token", async () => {
    api.on({ 'GET /cart': { body: { products: [] } } });
    renderInRoot(<CartCount />, { session: buildSession({ token: 'abc' }) });
    screen.getByRole('button', { name: 'load' }).click();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.headers.authorization).toBe('Bearer abc');
  });
  it('refuses to read the shell props outside a RemoteRoot, naming what is missing', () => {
    function Orphan() {
      return <p>{useShellValue((props) => props.apiUrl)}</p>;
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Orphan />)).toThrow('needs a <RemoteRoot> above it');
    } finally {
      quiet.mockRestore();
    }
  });

  it("renders a module's prices, API hooks and sign-in checks again for what they read, not for the user's answer", () => {
    const renders = { price: 0, api: 0, signedIn: 0 };
    function CountedPrice() {
      renders.price += 1;
      return <p>{usePrice()(1)}</p>;
    }
    function CountedApi() {
      renders.api += 1;
      useApi();
      return null;
    }
    function SignedIn() {
      renders.signedIn += 1;
      return <p>{useShellValue((props) => props.session !== null) ? 'in' : 'out'}</p>;
    }
    // The same elements each time: only what the components read renders them again.
    const ui = (
      <>
        <CountedPrice />
        <CountedApi />
        <SignedIn />
      </>
    );
    const loading = buildSession({ status: 'loading', token: 'abc', nickname: '' });
    const shown = (session: ShellProps['session']) => (
      <RemoteRoot
        shellProps={{ session, theme: 'light', apiUrl: TEST_API_URL }}
        namespace="test"
        resources={{}}
        cache={new Map()}
      >
        {ui}
      </RemoteRoot>
    );
    const view = render(shown(loading));
    expect(renders).toEqual({ price: 1, api: 1, signedIn: 1 });

    // The user answers: nothing of theirs changed.
    const ready = { ...loading, status: 'ready' as const, nickname: 'ana' };
    view.rerender(shown(ready));
    expect(renders).toEqual({ price: 1, api: 1, signedIn: 1 });

    const inEther = { ...ready, settings: { ...ready.settings, currencyCode: 'ETH' } };
    view.rerender(shown(inEther));
    expect(renders).toEqual({ price: 2, api: 1, signedIn: 1 });
    expect(screen.getByText('1.00 ETH')).toBeInTheDocument();

    view.rerender(shown({ ...inEther, token: 'def' }));
    expect(renders).toEqual({ price: 2, api: 2, signedIn: 1 });

    view.rerender(shown(null));
    expect(renders).toEqual({ price: 3, api: 3, signedIn: 2 });
    expect(screen.getByText('out')).toBeInTheDocument();
  });
});

describe('the standalone harness', () => {
  const storage = (values: Record<string, string>) => ({
    getItem: (key: string) => values[key] ?? null,
  });

  it('reads the language and theme the shell saved', () => {
    expect(storedPreferences(storage({ language: '"pt"', darkMode: 'true' }))).toEqual({
      language: 'pt',
      theme: 'dark',
    });
  });

  it('falls back to en and light for missing or foreign values', () => {
    expect(storedPreferences(storage({}))).toEqual({ language: 'en', theme: 'light' });
    expect(storedPreferences(storage({ language: 'de' }))).toEqual({
      language: 'en',
      theme: 'light',
    });
    expect(storedPreferences(storage({ language: '"fr"' })).language).toBe('en');
  });

  it('fetches only the language shown, once, and shows its texts when they arrive', async () => {
    // A remote running alone in Spanish, whose texts nobody loaded before it rendered.
    await i18next.changeLanguage('es');
    const fetched: string[] = [];
    const lazily =
      (language: string, greeting: string): Texts['es'] =>
      async () => {
        fetched.push(language);
        return { lazy: { greeting } };
      };
    const texts: Texts = {
      en: { lazy: { greeting: 'Hello' } },
      es: lazily('es', 'Hola'),
      pt: lazily('pt', 'Olá'),
    };
    function Greeting() {
      const { t } = useTranslation('lazy');
      return <p>{t('greeting')}</p>;
    }
    const { unmount } = render(
      <RemoteRoot
        shellProps={{ session: null, theme: 'light', apiUrl: TEST_API_URL }}
        namespace="lazy"
        resources={texts}
        cache={new Map()}
      >
        <Greeting />
      </RemoteRoot>,
    );
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    await loadTexts('lazy', texts, 'es');
    expect(fetched).toEqual(['es']);
    // Back to English for the tests after, with nothing mounted left to answer the change.
    unmount();
    await i18next.changeLanguage('en');
  });

  it('asks a loader again after it failed', async () => {
    let attempts = 0;
    const texts: Texts = {
      pt: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { retried: { word: 'sim' } };
      },
    };
    await loadTexts('retried', texts, 'pt');
    await loadTexts('retried', texts, 'pt');
    expect(attempts).toBe(2);
  });
});
