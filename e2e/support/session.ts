import type { Page } from '@playwright/test';
import { API_URL } from './stack';

export const SHOPPER = { email: 'shopper@shop.test', password: 'Shopper#2026' };
export const ADMIN = { email: 'admin@shop.test', password: 'Admin#2026' };

export async function apiLogin(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Starts the page signed in, the way a returning shopper is: a token in localStorage. */
export async function signIn(page: Page, credentials = SHOPPER) {
  const token = await apiLogin(credentials);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return token;
}
