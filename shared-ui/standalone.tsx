/**
 * A remote running alone (`npm run dev -w mfe-x`): the pages of its registry mounted at their
 * shop paths, its header modules above them and a button for each of its header dialogs, with a
 * session restored from the same localStorage key the shell uses.
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
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
  type AnyPageRegistry,
  type HeaderDialogProps,
  type ShellProps,
  type ShellSession,
  type Theme,
} from '@shop/contracts';

/** The app's `src/pages` folder as the bundler loads it lazily: a module by its `./<file>`. */
export type PagesFolder = (request: string) => unknown;
type Page = { default: ComponentType<ShellProps> };

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

type Mounted = { path: string; Component: ComponentType<ShellProps> };
type MountedDialog = { name: string; Component: ComponentType<ShellProps & HeaderDialogProps> };

/** A header dialog as the shell offers it: mounted closed, opened and closed by its button. */
function DialogToggle({ name, Component, props }: MountedDialog & { props: ShellProps }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {name}
      </button>
      <Component {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function Harness({
  title,
  pages,
  header,
  dialogs,
}: {
  title: string;
  pages: Mounted[];
  header: Mounted[];
  dialogs: MountedDialog[];
}) {
  const session = useStandaloneSession(API_URL);
  const { theme } = storedPreferences();
  const props: ShellProps = { session, theme, apiUrl: API_URL };
  const link = (path: string) => path.replace(/:\w+/g, '1').replace(/\/\*$/, '');
  return (
    <BrowserRouter>
      <nav aria-label={title}>
        {pages.map(({ path }) => (
          <Link key={path} to={link(path)} style={{ marginRight: 12 }}>
            {path}
          </Link>
        ))}
      </nav>
      <Suspense>
        {header.map(({ path, Component }) => (
          <Component key={path} {...props} />
        ))}
        {dialogs.map((dialog) => (
          <DialogToggle key={dialog.name} {...dialog} props={props} />
        ))}
        <main>
          <Routes>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component {...props} />} />
            ))}
          </Routes>
        </main>
      </Suspense>
    </BrowserRouter>
  );
}

/** Mounts the harness of a remote: each page of its registry, its header modules and dialogs on top. */
export function mountStandalone(registry: AnyPageRegistry, pages: PagesFolder) {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const load = (file: string) =>
    lazy(() => pages(file.replace('./src/pages/', './')) as Promise<Page>);
  const mounted = ({ file, ...module }: { file: string; path?: string }): Mounted => ({
    path: module.path ?? file,
    Component: load(file),
  });
  // The language the shell saved, as the shell would have set it before rendering a module.
  void i18next.use(initReactI18next).init(i18nOptions(storedPreferences().language, []));
  createRoot(element).render(
    <StrictMode>
      <Harness
        title={registry.remote}
        pages={registry.pages.map(mounted)}
        header={(registry.header ?? []).map(mounted)}
        dialogs={(registry.dialogs ?? []).map(({ expose, file }) => ({
          name: expose,
          Component: load(file),
        }))}
      />
    </StrictMode>,
  );
}
