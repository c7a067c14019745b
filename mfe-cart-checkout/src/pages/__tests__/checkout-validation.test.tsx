import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCart, buildSession, setupApiServer } from '@shop/testing';
import { renderApp } from '../../testing/render-cart-checkout';
import { CheckoutScreen } from '../checkout-page';

const api = setupApiServer();

const user = userEvent.setup({ delay: null });

async function renderCheckout(language: 'en' | 'es' | 'pt' = 'en', billing: object | null = null) {
  api.on({
    'GET /cart': { body: buildCart([{ quantity: 1, price: 10 }]) },
    'GET /orders/last-billing': { body: { billing } },
  });
  // An account with no name or e-mail yet and no order: the form starts empty.
  const session = buildSession({
    email: '',
    profile: { firstName: '', lastName: '', avatarUrl: '' },
  });
  renderApp(<CheckoutScreen />, { language, session });
  await screen.findByText('Product 1 × 1');
}

const field = (name: string) => screen.getByRole('textbox', { name });

// Spec section 5: every rule of the checkout table and its exact message.
describe('the checkout billing form', () => {
  it.each([
    ['First name', 'J0hn', 'Invalid first name format.'],
    ['First name', 'John_', 'Invalid first name format.'],
    ['Last name', 'Sm1th', 'Invalid last name format.'],
    ['E-mail address', 'ada@example', 'Invalid email format.'],
    ['E-mail address', 'ada example.com', 'Invalid email format.'],
    ['Phone', '2923432432432', 'Invalid phone number format use like +2923432432432.'],
    ['Phone', '+29234', 'Invalid phone number format use like +2923432432432.'],
    ['Phone', '+29234a3243243', 'Invalid phone number format use like +2923432432432.'],
    ['Phone', '+1234567890', 'Invalid phone number format use like +2923432432432.'],
    ['Zip code', '1234', 'Invalid zip format, use like 12345.'],
    ['Zip code', '12345-12', 'Invalid zip format, use like 12345.'],
    ['Zip code', 'ABCDE', 'Invalid zip format, use like 12345.'],
  ])('rejects %s "%s" with "%s"', async (name, value, message) => {
    await renderCheckout();

    await user.type(field(name), value);

    expect(field(name)).toHaveAccessibleDescription(message);
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['First name', 'Mary-Ann'],
    ['Last name', "O'Neil"],
    ['Last name', 'García Márquez'],
    ['E-mail address', 'ada@example.com'],
    ['Phone', '+2923432432432'],
    ['Phone', '+12345678901'],
    ['Address', 'Flat 3/B, 221b Baker St. #2'],
    ['Zip code', '12345'],
    ['Zip code', '12345-6789'],
    ['Address', '1 Analytical Street'],
    ['City', 'São Paulo 2'],
    ['State', 'NY-1'],
  ])('accepts %s "%s"', async (name, value) => {
    await renderCheckout();

    await user.type(field(name), value);

    expect(field(name)).not.toHaveAttribute('aria-invalid');
    expect(field(name)).not.toHaveAccessibleDescription();
  });

  it.each([
    'First name',
    'Last name',
    'E-mail address',
    'Phone',
    'Address',
    'City',
    'State',
    'Zip code',
  ])('requires %s', async (name) => {
    await renderCheckout();

    await user.type(field(name), 'x');
    await user.clear(field(name));

    expect(field(name)).toHaveAccessibleDescription('This is required field.');
  });

  it('treats blanks as empty', async () => {
    await renderCheckout();

    await user.type(field('Address'), '   ');

    expect(field('Address')).toHaveAccessibleDescription('This is required field.');
  });

  it('gives city and state their own message, not the last name one', async () => {
    await renderCheckout();

    await user.type(field('City'), 'x');
    await user.clear(field('City'));
    await user.click(field('State'));
    await user.tab();

    expect(field('City')).toHaveAccessibleDescription('This is required field.');
    expect(field('State')).toHaveAccessibleDescription('This is required field.');
    expect(screen.queryByText('Invalid last name format.')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid address format.')).not.toBeInTheDocument();
  });

  it('requires a country among the six of the spec', async () => {
    await renderCheckout();
    const country = screen.getByRole('combobox', { name: 'Country' });

    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean),
    ).toEqual(['AE', 'CN', 'GB', 'DE', 'FR', 'JP']);
    await user.selectOptions(country, 'Japan');
    expect(country).toHaveValue('JP');
    expect(country).not.toHaveAccessibleDescription();
    await user.selectOptions(country, '');
    expect(country).toHaveAccessibleDescription('This is required field.');
  });

  it.each([
    [
      'es',
      'País',
      ['Emiratos Árabes Unidos', 'China', 'Reino Unido', 'Alemania', 'Francia', 'Japón'],
    ],
    [
      'pt',
      'País',
      ['Emirados Árabes Unidos', 'China', 'Reino Unido', 'Alemanha', 'França', 'Japão'],
    ],
  ] as const)('names the countries in %s and keeps their codes', async (language, label, names) => {
    await renderCheckout(language);
    const country = screen.getByRole('combobox', { name: label });

    const options = screen.getAllByRole('option').filter((o) => o.getAttribute('value'));
    expect(options.map((o) => o.textContent)).toEqual(names);
    await user.selectOptions(country, names[3]);
    expect(country).toHaveValue('DE');
  });

  it("shows the last order's country, stored as its code, by its Spanish name", async () => {
    await renderCheckout('es', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+2923432432432',
      address: '1 Analytical Street',
      city: 'Lyon',
      state: 'Rhône',
      zip: '12345',
      country: 'FR',
    });
    const country = screen.getByRole('combobox', { name: 'País' });

    await waitFor(() => expect(country).toHaveValue('FR'));
    expect(country).toHaveDisplayValue('Francia');
  });

  it('shows no error before a field is touched', async () => {
    await renderCheckout();

    expect(screen.queryByText('This is required field.')).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    await renderCheckout('es');

    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '12');

    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      'Formato de código postal no válido, use por ejemplo 12345.',
    );
  });
});
