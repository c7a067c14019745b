import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { on, type EventMap } from '@shop/contracts';
import en from '../../locales/en/content.json';
import es from '../../locales/es/content.json';
import pt from '../../locales/pt/content.json';
import { CONTENT_NAMESPACE } from '../lib/content-i18n';

/** Every language of the content namespace at once. */
const contentResources = { en, es, pt } as const;

export const API_URL = 'http://api.test/api';

type Language = keyof typeof contentResources;

function createTestI18n(language: Language) {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [CONTENT_NAMESPACE],
    defaultNS: CONTENT_NAMESPACE,
    resources: Object.fromEntries(
      Object.entries(contentResources).map(([lng, bundle]) => [
        lng,
        { [CONTENT_NAMESPACE]: bundle },
      ]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Shows where the router is, so that tests can follow a link. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export interface RenderContentOptions {
  route?: string;
  language?: Language;
  /** Pass jest.advanceTimersByTime when the test runs on fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders a content component in a router with a real i18next instance of the content locales. */
export function renderContent(ui: ReactElement, options: RenderContentOptions = {}) {
  const { route = '/', language = 'en', advanceTimers } = options;
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, user };
}

type Toast = EventMap['ui:toast-requested'];

/** Collects the toasts requested from the shell while a test runs. */
export function recordToasts(): { toasts: Toast[]; stop: () => void } {
  const toasts: Toast[] = [];
  const stop = on('ui:toast-requested', (toast) => toasts.push(toast));
  return { toasts, stop };
}
