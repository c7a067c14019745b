import type { ReactElement } from 'react';
import { renderWithProviders, type RenderOptions } from '@shop/testing';
import { NAMESPACE } from '../lib/i18n';
import { allTexts as resources } from './texts';

/** Renders inside this app's providers and namespace. */
export function renderApp(
  ui: ReactElement,
  options: Omit<RenderOptions, 'namespace' | 'resources'> = {},
) {
  return renderWithProviders(ui, { namespace: NAMESPACE, resources, ...options });
}
