import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Exactly one copy of React, ReactDOM and the federation runtime runs on /products, whatever
 * the number of remotes on the page, and one of @shop/contracts and of @shop/ui when every app
 * was built with the same versions.
 */
test('react, react-dom and the federation runtime load exactly once on /products', async ({
  page,
}) => {
  // Every script's body read to the end before the count: one still being read when counted
  // (the ~200 KB of ReactDOM, after the network is already idle) would read as no copy.
  await signIn(page);
  const reads: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    reads.push(
      response.text().then(
        (body) => ({ url, body }),
        () => ({ url, body: '' }),
      ),
    );
  });
  await page.goto('/products');
  await expect(page.getByText(/Total \d+ Products/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(reads);

  const count = (marker: string) =>
    scripts.filter((s) => s.body.includes(marker)).map((s) => s.url);
  // Code that stands once in each library: ReactDOM's root marker, React's `Children` export,
  // and the federation runtime's debug constructor.
  expect(count('__reactContainer$'), 'react-dom copies').toHaveLength(1);
  expect(count('.Children='), 'react copies').toHaveLength(1);
  expect(count('__DEBUG_CONSTRUCTOR__'), 'federation runtime copies').toHaveLength(1);

  const share = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (loaded[pkg] ??= []).push(version);
          }
        }
      }
    }
    return loaded;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    'swr',
    'i18next',
    'react-i18next',
  ]) {
    expect(new Set(share[pkg] ?? []).size, `${pkg} loaded versions`).toBeLessThanOrEqual(1);
  }
  // The contracts and the UI kit are shared by range, not as singletons: apps built with the
  // same version still run one copy (the first loaded satisfies every range).
  for (const pkg of ['@shop/contracts', '@shop/ui']) {
    expect(new Set(share[pkg]).size, `${pkg} loaded versions`).toBe(1);
  }
});
