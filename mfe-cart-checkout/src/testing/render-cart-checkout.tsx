import type { ReactElement } from 'react';
import { on, type EventMap } from '@shop/contracts';
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

/**
 * Records the events of one kind that this app publishes, as the shell would receive them.
 * Call it at the top of a test file; the list starts empty in every test.
 */
export function recordEvents<K extends keyof EventMap>(name: K): EventMap[K][] {
  const seen: EventMap[K][] = [];
  let stop = () => {};
  beforeEach(() => {
    seen.length = 0;
    stop = on(name, (payload) => seen.push(payload));
  });
  afterEach(() => stop());
  return seen;
}
