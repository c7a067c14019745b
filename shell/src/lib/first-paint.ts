import type { Language, Theme } from '@shop/contracts';

/**
 * What the server rendered the first paint for, written on the root element as
 * data-first-paint. The browser hydrates that markup for the same signed-in state (in the theme
 * and language it was made for, then its own); for the other one it renders anew over it.
 */
export interface FirstPaint {
  theme: Theme;
  language: Language;
  signedIn: boolean;
}

/**
 * Stands for a session during the server's render: the server never sees a token (it stays in
 * the browser's localStorage), and the first paint shows nothing of it.
 */
export const SERVER_SESSION_TOKEN = 'server-render';

export function readFirstPaint(root: HTMLElement): FirstPaint | null {
  const raw = root.dataset.firstPaint;
  if (!raw || !root.firstElementChild) return null;
  try {
    const value = JSON.parse(raw) as Partial<FirstPaint>;
    if (typeof value.theme !== 'string' || typeof value.language !== 'string') return null;
    return { theme: value.theme, language: value.language, signedIn: Boolean(value.signedIn) };
  } catch {
    return null;
  }
}
