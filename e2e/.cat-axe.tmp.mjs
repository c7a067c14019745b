import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const login = await fetch('http://localhost:4101/api/auth/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'shopper@shop.test', password: 'Shopper#2026' }),
});
const { token } = await login.json();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
for (const theme of ['light', 'dark']) {
  for (const [path, action] of [
    ['/', null],
    ['/products', null],
    ['/product/5', null],
    ['/categories', null],
    ['/products', 'quick'],
    ['/', 'menu'],
  ]) {
    const context = await browser.newContext();
    await context.addInitScript(
      ([t]) => {
        localStorage.setItem('token', t);
      },
      [token],
    );
    const page = await context.newPage();
    await page.goto('http://localhost:3700' + path, { waitUntil: 'networkidle' });
    if (theme === 'dark')
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(600);
    await page.mouse.wheel(0, -3000);
    if (action === 'quick')
      await page
        .getByRole('button', { name: /Quick view/ })
        .first()
        .click();
    if (action === 'menu') await page.getByRole('button', { name: 'Categories' }).click();
    await page.waitForTimeout(500);
    const result = await new AxeBuilder({ page }).include('#main').analyze();
    const r2 = action
      ? await new AxeBuilder({ page })
          .include(action === 'quick' ? '[role=dialog]' : '.catalog-menu')
          .analyze()
      : { violations: [] };
    const v = [...result.violations, ...r2.violations];
    console.log(theme, path, action ?? '', v.length ? '' : 'OK');
    for (const x of v)
      console.log(
        '   ',
        x.id,
        x.impact,
        x.nodes.length,
        x.nodes
          .slice(0, 3)
          .map(
            (n) =>
              n.target.join(' ') +
              ' :: ' +
              (n.failureSummary ?? '').split('\n').slice(1, 2).join(' '),
          )
          .join(' | '),
      );
    await context.close();
  }
}
await browser.close();
