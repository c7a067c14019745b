import { LANGUAGES, PORTS, REMOTES, REMOTE_NAMES, type ExposedModule } from '../remotes';

describe('the remote module map', () => {
  it('names the exposed modules of the contract, by container', () => {
    const exposed: ExposedModule[] = REMOTE_NAMES.flatMap((remote) =>
      REMOTES[remote].map((module) => `${remote}/${module}` as ExposedModule),
    );
    expect(exposed).toEqual(
      expect.arrayContaining([
        'mfe_catalog/HomePage',
        'mfe_catalog/CategoriesPage',
        'mfe_catalog/ProductsPage',
        'mfe_catalog/ProductPage',
        'mfe_catalog/CategoryMenu',
        'mfe_catalog/CategoryTree',
        'mfe_cart_checkout/CartWidget',
        'mfe_cart_checkout/CartPage',
        'mfe_cart_checkout/CheckoutPage',
        'mfe_cart_checkout/TrackOrderPage',
        'mfe_account/LoginPage',
        'mfe_account/SignupPage',
        'mfe_account/ForgotPasswordPage',
        'mfe_account/ResetPasswordPage',
        'mfe_account/InvitationsPage',
        'mfe_admin/AdminApp',
      ]),
    );
    expect(REMOTE_NAMES).toEqual(['mfe_catalog', 'mfe_cart_checkout', 'mfe_account', 'mfe_admin']);
  });

  it('serves the shell on 3000, the remotes on 3001-3004 and the API on 4000', () => {
    expect(PORTS).toEqual({
      shell: 3000,
      mfe_catalog: 3001,
      mfe_cart_checkout: 3002,
      mfe_account: 3003,
      mfe_admin: 3004,
      api: 4000,
    });
  });

  it('offers en, es and pt', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'pt']);
  });
});
