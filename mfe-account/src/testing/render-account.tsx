/** Helpers for this app's tests: render with its namespace. */
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { renderWithProviders, type RenderOptions } from '@shop/testing';
import { NAMESPACE } from '../lib/i18n';
import { allTexts as resources } from './texts';

type Options = Omit<RenderOptions, 'namespace' | 'resources'>;

/** Renders a page of this app with a stand-in home and login page to land on. */
export function renderAccount(ui: ReactElement, options: Options = {}) {
  return renderWithProviders(ui, {
    namespace: NAMESPACE,
    resources,
    extraRoutes: (
      <>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </>
    ),
    ...options,
  });
}
