import type { Page } from '@playwright/test';

/** What goes wrong on the page from now on: console errors and uncaught exceptions. */
export function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
