import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { loginRules } from '@shop/contracts';
import { useForm } from '@shop/ui';
import { initI18n } from '../i18n';

/**
 * public/pre-paint.js with React itself: what a shopper types, while the page is still held,
 * into a form React already runs (the login form, rendered in the browser) reaches the form.
 */
const SCRIPT = readFileSync(path.join(__dirname, '../../../public/pre-paint.js'), 'utf8');

type PrePaintWindow = Window & { shopReplayEarlyInput?: () => void };

function LoginForm() {
  const form = useForm({ email: '', password: '' }, { rules: loginRules });
  return (
    <form>
      <input aria-label="Email" {...form.field('email')} />
      <p role="alert">{form.error('email')}</p>
      <input aria-label="Password" type="password" {...form.field('password')} />
    </form>
  );
}

/** Typing as the browser does it: the text shows, then an input event tells the page. */
function type(field: HTMLInputElement, text: string) {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('typing into a form before the page is taken over', () => {
  let root: Root;
  // The form's messages are the shell's texts, as on the page.
  beforeAll(() => initI18n('en'));
  afterEach(() => {
    act(() => root.unmount());
    (window as PrePaintWindow).shopReplayEarlyInput?.();
    delete (window as PrePaintWindow).shopReplayEarlyInput;
  });

  it('reaches the form: moving on to the next field neither empties nor flags the last', () => {
    document.body.innerHTML = '<div id="root"></div>';
    new Function(SCRIPT)();
    root = createRoot(document.getElementById('root')!);
    act(() => root.render(<LoginForm />));
    const email = document.querySelector<HTMLInputElement>('input[aria-label="Email"]')!;
    const password = document.querySelector<HTMLInputElement>('input[type="password"]')!;
    act(() => type(email, 'shopper@shop.test'));
    act(() => {
      email.blur();
      type(password, 'Shopper#2026');
    });
    expect(email).toHaveValue('shopper@shop.test');
    expect(password).toHaveValue('Shopper#2026');
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('');
  });
});
