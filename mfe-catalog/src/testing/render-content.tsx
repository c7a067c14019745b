import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@shop/contracts';
import { LocationProbe, renderWithProviders, setupApiServer, TEST_API_URL } from '@shop/testing';
import { PAGES_NAMESPACE } from '../features/content/texts';
import en from '../../locales/en/pages.json';
import es from '../../locales/es/pages.json';
import pt from '../../locales/pt/pages.json';

export const api = setupApiServer();
export const API_URL = TEST_API_URL;

export interface RenderContentOptions {
  route?: string;
  language?: Language;
  /** Pass jest.advanceTimersByTime when the test runs on fake timers. */
  advanceTimers?: (ms: number) => void;
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
