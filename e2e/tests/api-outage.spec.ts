import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startShell, stop } from '../support/processes';
import { OUTAGE_SHELL_PORT, PORTS, shellEnv } from '../support/stack';
import { signIn } from '../support/session';

/**
 * The API down: a second shell whose API_URL is a gate in front of the stack's API. While the
 * gate is shut it drops every connection, as a stopped API does; open, it passes each request
 * through. Home, the listing and the cart then say "could not load" with a Retry (never
 * "empty", never a count of 0), and Retry loads them once the API answers again.
 */
const GATE_PORT = PORTS.api + 1;
const shop = `http://localhost:${OUTAGE_SHELL_PORT}`;
const COULD_NOT_LOAD = /could not (be )?load/i;

function startGate() {
  let open = false;
  const server = http.createServer((request, response) => {
    if (!open) {
      request.socket.destroy();
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: PORTS.api,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise<{ setOpen: (value: boolean) => void; close: () => Promise<void> }>((resolve) =>
    server.listen(GATE_PORT, '127.0.0.1', () =>
      resolve({
        setOpen: (value) => {
          open = value;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const main = (page: Page) => page.locator('main');
const failure = (page: Page) => main(page).getByRole('alert').filter({ hasText: COULD_NOT_LOAD });

test.describe('the API down', () => {
  let shell: ChildProcess | undefined;
  let gate: Awaited<ReturnType<typeof startGate>>;
  test.beforeAll(async () => {
    gate = await startGate();
    const env = shellEnv({}, OUTAGE_SHELL_PORT);
    shell = await startShell({ ...env, API_URL: `http://localhost:${GATE_PORT}/api` });
  });
  test.afterAll(async () => {
    await stop(shell);
    await gate?.close();
  });
  test.beforeEach(async ({ page }) => {
    gate.setOpen(false);
    await signIn(page);
  });

  test('home says its products could not load, and Retry loads them once the API is back', async ({
    page,
  }) => {
    await page.goto(`${shop}/`);
    const recent = main(page).getByRole('region', { name: 'Recent Products' });
    await expect(recent.getByRole('alert')).toContainText(COULD_NOT_LOAD, { timeout: 15_000 });
    await expect(main(page).getByText('No products to show yet.')).toHaveCount(0);

    gate.setOpen(true);
    await recent.getByRole('button', { name: 'Try again' }).click();

    await expect(recent.getByRole('link').first()).toBeVisible();
    await expect(recent.getByRole('alert')).toHaveCount(0);
  });

  test('the listing says could not load, not "Total 0 Products", and Retry loads it', async ({
    page,
  }) => {
    await page.goto(`${shop}/products`);
    await expect(failure(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No products match these filters.')).toHaveCount(0);
    await expect(page.getByText(/Total \d+ Products/)).toHaveCount(0);

    gate.setOpen(true);
    await failure(page).getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByText(/Total [1-9]\d* Products/)).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });

  test('the cart page and badge say could not load, never 0, and Retry loads the cart', async ({
    page,
  }) => {
    await page.goto(`${shop}/cart`);
    await expect(failure(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cart, could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toHaveCount(0);
    await expect(main(page).getByText('Empty.')).toHaveCount(0);

    gate.setOpen(true);
    await failure(page).getByRole('button', { name: 'Try again' }).click();

    await expect(failure(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  });
});
