import { act } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { on, type EventMap, type ShellSession } from '@shop/contracts';
import { buildSession, renderWithProviders } from '@shop/testing';
import type { Language, Theme } from '@shop/contracts';
import { AdminRoutes } from '../app/admin-routes';
import { NAMESPACE } from '../lib/i18n';
import { allTexts as resources } from './texts';

export const adminSession = (overrides: Partial<ShellSession> = {}) =>
  buildSession({ nickname: 'boss', email: 'admin@shop.test', role: 'admin', ...overrides });

export interface RenderAdminOptions {
  session?: ShellSession | null;
  language?: Language;
  theme?: Theme;
}

/** Renders the whole admin area at a path, as the shell mounts it at /admin/*. */
export function renderAdmin(
  route: string,
  { session = adminSession(), language = 'en', theme = 'light' }: RenderAdminOptions = {},
) {
  return renderWithProviders(<AdminRoutes />, {
    route,
    path: '/admin/*',
    session,
    language,
    theme,
    namespace: NAMESPACE,
    resources,
    extraRoutes: <Route path="/" element={<h1>Shop home</h1>} />,
  });
}

const listeners: (() => void)[] = [];
afterEach(() => listeners.splice(0).forEach((off) => off()));

/** Collects the toasts the admin asks the shell to show (until the test ends). */
export function collectToasts() {
  const toasts: EventMap['ui:toast-requested'][] = [];
  listeners.push(on('ui:toast-requested', (payload) => toasts.push(payload)));
  return toasts;
}

/** Lets the faked answers already asked for arrive. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

type PageFacts = { total: number; totalPages: number; pageSize: number; pageNumber: number };

/** A paged list answer as the admin endpoints give it. */
export const paged = <K extends string, T>(key: K, items: T[], pageNumber = 1, totalPages = 1) =>
  ({ [key]: items, total: items.length, totalPages, pageSize: 12, pageNumber }) as Record<K, T[]> &
    PageFacts;
