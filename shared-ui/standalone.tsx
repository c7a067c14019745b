/**
 * A remote running alone (`npm run dev -w mfe-x`): its exposed modules mounted at their shop
 * paths, with a session restored from the same localStorage key the shell uses.
 */
import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, Link } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  createApiClient,
  i18nOptions,
  LANGUAGES,
  on,
  type Language,
  type ShellProps,
  type ShellSession,
  type Theme,
} from '@shop/contracts';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType<ShellProps>;
}

/** The API the harness talks to: API_URL when the app was built or served in dev (see build/). */
const API_URL = process.env.API_URL || 'http://localhost:4000/api';

function useStandaloneSession(apiUrl: string) {
  const [session, setSession] = useState<ShellSession | null>(null);
  const [token, setToken] = useState(() => localStorage.getItem('token'));
  useEffect(
    () =>
      on('session:logged-in', ({ token: t }) => {
        localStorage.setItem('token', t);
        setToken(t);
      }),
    [],
  );
  useEffect(() => {
    if (!token) return setSession(null);
    createApiClient({ baseUrl: apiUrl, getToken: () => token })
      .me()
      .then((user) => setSession({ status: 'ready', token, ...user }))
      .catch(() => setSession(null));
  }, [apiUrl, token]);
  return session;
}

/** The language and theme the shell saved in localStorage (JSON values), as a remote alone sees them. */
export function storedPreferences(storage: Pick<Storage, 'getItem'> = localStorage): {
  language: Language;
  theme: Theme;
} {
  let language: Language = 'en';
  try {
    const saved: unknown = JSON.parse(storage.getItem('language') ?? 'null');
    if (LANGUAGES.includes(saved as Language)) language = saved as Language;
  } catch {
    // A value the shell did not write: keep the default.
  }
  return { language, theme: storage.getItem('darkMode') === 'true' ? 'dark' : 'light' };
}

function Harness({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  const session = useStandaloneSession(API_URL);
  const { theme } = storedPreferences();
  const props: ShellProps = { session, theme, apiUrl: API_URL };
  return (
    <BrowserRouter>
      <nav aria-label={title}>
        {routes.map((r) => (
          <Link key={r.path} to={r.path.replace(/:\w+/g, '1')} style={{ marginRight: 12 }}>
            {r.path}
          </Link>
        ))}
      </nav>
      <main>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component {...props} />} />
          ))}
        </Routes>
      </main>
    </BrowserRouter>
  );
}

export function mountStandalone(title: string, routes: StandaloneRoute[]) {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  // The language the shell saved, as the shell would have set it before rendering a module.
  void i18next.use(initReactI18next).init(i18nOptions(storedPreferences().language, []));
  createRoot(element).render(
    <StrictMode>
      <Harness title={title} routes={routes} />
    </StrictMode>,
  );
}
