import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loginRules } from '@shop/contracts';
import { useForm, type Form, type FormOptions } from '../use-form';

const EMPTY = { email: '', password: '' };
type Login = typeof EMPTY;

function LoginForm(options: FormOptions<Login>) {
  const form = useForm(EMPTY, { rules: loginRules, ...options });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.trySubmit();
      }}
    >
      {(['email', 'password'] as const).map((name) => (
        <label key={name}>
          {name}
          <input {...form.field(name)} />
          <span role="alert">{form.error(name)}</span>
        </label>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

const messages = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('useForm', () => {
  it('says nothing on a fresh form; a field speaks once left, then every field on submit', () => {
    render(<LoginForm />);
    expect(messages()).toEqual(['', '']);
    const email = screen.getByRole('textbox', { name: 'email' });
    fireEvent.change(email, { target: { value: 'x' } });
    fireEvent.change(email, { target: { value: '' } });
    expect(messages()).toEqual(['', '']);
    fireEvent.blur(email);
    // The translation key of the contract's code (no translations loaded in this test).
    expect(messages()).toEqual(['validation.invalidEmail', '']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(messages()).toEqual(['validation.invalidEmail', 'validation.invalidPassword']);
  });

  it('with showErrors "change", a field speaks from its first change', () => {
    render(<LoginForm showErrors="change" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'email' }), { target: { value: ' ' } });
    expect(messages()).toEqual(['validation.invalidEmail', '']);
  });

  it('a refused submit puts the focus on the first wrong field, in the rules’ order', () => {
    render(<LoginForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'email' }), {
      target: { value: 'a@b.co' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.querySelector('input[name="password"]')).toHaveFocus();
  });

  it('checks across fields, the contract’s own codes first', () => {
    const crossCheck = ({ password, confirm }: { password: string; confirm: string }) =>
      password === confirm ? {} : { confirm: 'reset.mismatch' };
    const { result } = renderHook(() =>
      useForm(
        { password: '', confirm: '' },
        { rules: { password: (v) => (v ? null : 'invalidPassword') }, crossCheck },
      ),
    );
    expect(result.current.errors).toEqual({ password: 'validation.invalidPassword' });
    act(() => result.current.set('password', 'secret'));
    expect(result.current.errors).toEqual({ confirm: 'reset.mismatch' });
    act(() => result.current.set('confirm', 'secret'));
    expect(result.current.valid).toBe(true);
  });

  it('fills only the fields still empty, binds checkboxes, and resets', () => {
    const { result } = renderHook(() => useForm({ city: '', zip: '', onSale: false }));
    act(() => result.current.set('city', 'Lisboa'));
    act(() => result.current.fill({ city: 'Porto', zip: '1000-001' }));
    expect(result.current.values).toEqual({ city: 'Lisboa', zip: '1000-001', onSale: false });
    const box = result.current.flag('onSale');
    expect(box).toMatchObject({ type: 'checkbox', checked: false });
    act(() => box.onChange({ target: { checked: true } } as never));
    expect(result.current.values.onSale).toBe(true);
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ city: '', zip: '', onSale: false });
  });
});

describe('what the shop knows, arriving while the shopper types', () => {
  type Billing = Form<{ city: string; zip: string }>;
  /** The form, and a way to fill it as the shop's data arrives. */
  function renderBilling() {
    const form: { current?: Billing } = {};
    function Billing() {
      form.current = useForm({ city: '', zip: '' });
      return (
        <>
          <input aria-label="City" {...form.current.field('city')} />
          <input aria-label="Zip" {...form.current.field('zip')} />
        </>
      );
    }
    render(<Billing />);
    return (known: { city: string; zip: string }) => act(() => form.current!.fill(known));
  }
  const known = { city: 'Berlin', zip: '10115' };

  it('is not put into the field the shopper is in', () => {
    const fill = renderBilling();
    const city = screen.getByRole('textbox', { name: 'City' });
    city.focus();
    fill(known);
    expect(city).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('10115');
  });

  it('does not replace text the form has not heard of yet (typed while the page loaded)', () => {
    const fill = renderBilling();
    const zip = screen.getByRole('textbox', { name: 'Zip' });
    // What the browser shows when a key press did not reach the page's code.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(zip, '1000');
    fill(known);
    expect(zip).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
  });
});

describe('a form rendered on the server', () => {
  function Newsletter({ onSend }: { onSend: (email: string) => void }) {
    const form = useForm({ email: '' });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(form.values.email);
        }}
      >
        <input aria-label="Email" {...form.field('email')} />
        <button type="submit">Subscribe</button>
      </form>
    );
  }

  it('keeps what was typed into a field before the page was hydrated', async () => {
    const onSend = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Newsletter onSend={onSend} />);
    document.body.appendChild(container);
    container.querySelector('input')!.value = 'early@shop.test';
    await act(async () => {
      hydrateRoot(container, <Newsletter onSend={onSend} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSend).toHaveBeenCalledWith('early@shop.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@shop.test');
    container.remove();
  });
});
