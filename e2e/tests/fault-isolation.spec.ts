import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { BASE_PORT, ISOLATED_SHELL_PORT, shellEnv, type RemoteName } from '../support/stack';
import { closedPortUrl, startHangingServer, startShell, stop } from '../support/processes';
import { ADMIN, signIn } from '../support/session';

/**
 * Each remote in turn is unreachable (its URL in the shell's environment points at a port with
 * nothing listening, as when its server is stopped) or hangs: the shell's header stays, a
 * fallback stands where that remote would be, and the other remotes keep working.
 */
const isolated = `http://localhost:${ISOLATED_SHELL_PORT}`;

interface Case {
  remote: RemoteName;
  path: string;
  admin?: boolean;
  fallback: RegExp;
  /** Where the remote's fallback stands: the page's main area or the header's navigation. */
  where?: 'main' | 'nav' | 'page';
  stillWorks: (page: Page) => Promise<void>;
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const cartButton = (page: Page) => page.getByRole('button', { name: /cart/i }).first();

const cases: Case[] = [
  {
    remote: 'mfe_catalog',
    path: '/products',
    fallback: /The catalogue is temporarily unavailable/,
    stillWorks: async (page) => {
      await expect(cartButton(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      // The header's category tree and search are the catalogue's: nothing of them loads before
      // their buttons are used; then each says so in place, and the rest works.
      const unavailable = header(page)
        .getByRole('alert')
        .filter({ hasText: /catalogue/ });
      await expect(unavailable).toHaveCount(0);
      const categories = header(page).getByRole('button', { name: 'Categories' });
      await categories.click();
      await expect(unavailable).toHaveCount(1); // in the category tree's panel
      await page.keyboard.press('Escape');
      await expect(categories).toHaveAttribute('aria-expanded', 'false');
      await expect(unavailable).toHaveCount(0);
      await header(page).getByRole('button', { name: 'Search products' }).click();
      await expect(unavailable).toHaveCount(1); // beside the search button
      await page.goto(`${isolated}/cart`);
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/temporarily unavailable/);
    },
  },
  {
    remote: 'mfe_cart_checkout',
    path: '/products',
    fallback: /The cart is temporarily unavailable/,
    where: 'nav',
    stillWorks: async (page) => {
      await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
      // So is the wishlist: its button says so in place.
      const unavailable = header(page).getByRole('alert').filter({ hasText: /cart/ });
      await header(page).getByRole('button', { name: 'Wishlist' }).click();
      await expect(unavailable).toHaveCount(2);
    },
  },
  {
    remote: 'mfe_account',
    path: '/login',
    fallback: /The account area is temporarily unavailable/,
    stillWorks: async (page) => {
      await expect(cartButton(page)).toBeVisible();
      await header(page).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('main')).not.toContainText(/temporarily unavailable/);
    },
  },
  {
    remote: 'mfe_admin',
    path: '/admin/dashboard',
    admin: true,
    fallback: /The back-office is temporarily unavailable/,
    where: 'page',
    stillWorks: async (page) => {
      await page.goto(`${isolated}/products`);
      await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
    },
  },
];

for (const kind of ['stopped', 'hanging'] as const) {
  test.describe(`a ${kind} remote`, () => {
    for (const c of cases) {
      test(`${c.remote} ${kind}: the shell and the other remotes keep working`, async ({
        page,
      }) => {
        const hanging = kind === 'hanging' ? await startHangingServer() : undefined;
        let shell: ChildProcess | undefined;
        try {
          const url = hanging ? hanging.url : await closedPortUrl();
          shell = await startShell(shellEnv({ [c.remote]: url }, ISOLATED_SHELL_PORT));
          if (c.admin) await signIn(page, ADMIN);
          else if (c.path !== '/login') await signIn(page);
          const started = Date.now();
          await page.goto(`${isolated}${c.path}`);
          if (!c.admin) await expect(header(page)).toBeVisible();
          const scope =
            c.where === 'nav'
              ? header(page)
              : c.where === 'page'
                ? page.locator('body')
                : page.locator('main');
          await expect(scope.getByRole('alert').filter({ hasText: c.fallback })).toBeVisible({
            timeout: 15_000,
          });
          if (hanging) expect(Date.now() - started).toBeLessThan(12_000);
          await c.stillWorks(page);
        } finally {
          await stop(shell);
          await hanging?.close();
        }
      });
    }
  });
}

test('the shell follows a remote to a new URL given in its environment, without a rebuild', async ({
  page,
  request,
}) => {
  const moved = `http://127.0.0.1:${BASE_PORT + 1}/mf-manifest.json`;
  const shell = await startShell(shellEnv({ mfe_catalog: moved }, ISOLATED_SHELL_PORT));
  try {
    const config = await (await request.get(`${isolated}/config.json`)).json();
    expect(config.remotes.mfe_catalog).toBe(moved);
    await signIn(page);
    await page.goto(`${isolated}/products`);
    await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
    // The listing is in the served HTML before the code runs: the browser's own manifest
    // request comes after the first paint.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((n) => n.endsWith('mf-manifest.json')),
        ),
      )
      .toContain(moved);
  } finally {
    await stop(shell);
  }
});
