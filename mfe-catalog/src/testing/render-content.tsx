import type { ReactElement } from 'react';
import { within, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type EventMap, type Language } from '@shop/contracts';
import { renderWithProviders, setupApiServer, TEST_API_URL } from '@shop/testing';
import { PAGES_NAMESPACE } from '../features/content/texts';
import en from '../../locales/en/pages.json';
import es from '../../locales/es/pages.json';
import pt from '../../locales/pt/pages.json';
import { useLocation } from 'react-router-dom';

export const api = setupApiServer();
export const API_URL = TEST_API_URL;

export interface RenderContentOptions {
  route?: string;
  language?: Language;
  /** Pass jest.advanceTimersByTime when the test runs on fake timers. */
  advanceTimers?: (ms: number) => void;
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** A content page as its exposed module shows it, with the router's URL beside it. */
export function renderContent(ui: ReactElement, options: RenderContentOptions = {}) {
  const { route = '/', language = 'en', advanceTimers } = options;
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    {
      route,
      language,
      namespace: PAGES_NAMESPACE,
      resources: { en: { pages: en }, es: { pages: es }, pt: { pages: pt } },
    },
  );
  return { ...view, user };
}

type Toast = EventMap['ui:toast-requested'];

/** Collects the toasts requested from the shell in each test of the block that calls it. */
export function recordToasts(): { readonly toasts: Toast[] } {
  const toasts: Toast[] = [];
  let stop = () => {};
  beforeEach(() => {
    toasts.length = 0;
    stop = on('ui:toast-requested', (toast) => toasts.push(toast));
  });
  afterEach(() => stop());
  return { toasts };
}

/** The texts of the elements of a role in `scope`, in order (a list's items, a table's headers). */
export function textsByRole(scope: HTMLElement, role: ByRoleMatcher): Array<string | null> {
  return within(scope)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
