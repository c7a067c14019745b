import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildUser, mountedModules, renderShell } from '../../testing/render-shell';
import { markRemoteDown } from '../../testing/federation-runtime-stub';
import { forgetRemote } from '../../lib/federation/load-remote';

/**
 * Runs a test with a remote down (dropping a load an earlier test left in the shell's module
 * cache) and React's error log silenced; the remote is back up and forgotten afterwards.
 */
async function withRemoteDown(id: Parameters<typeof forgetRemote>[0], test: () => Promise<void>) {
  forgetRemote(id);
  markRemoteDown(id);
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await test();
  } finally {
    markRemoteDown(id, false);
    forgetRemote(id);
    errorSpy.mockRestore();
  }
}

describe('remote isolation', () => {
  it("does not carry one remote's failure over to the next route", () =>
    withRemoteDown('mfe_account/LoginPage', async () => {
      renderShell({ route: '/login' });
      expect(
        await screen.findByText('The account area is temporarily unavailable.'),
      ).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
      expect(await screen.findAllByTestId('remote-stub')).not.toHaveLength(0);
      expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();
    }));

  it("shows a header dialog's fallback beside its button, opened, when its remote is down", () =>
    withRemoteDown('mfe_catalog/ProductSearch', async () => {
      renderShell({ route: '/about', token: 'tok' });
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      const opener = within(nav).getByRole('button', { name: 'Search products' });
      fireEvent.click(opener);
      expect(await within(nav).findByRole('alert')).toHaveTextContent(/temporarily unavailable/);
      expect(within(nav).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(opener).toHaveAttribute('aria-expanded', 'true');
    }));

  it('retries a failed remote when asked', () =>
    withRemoteDown('mfe_account/SignupPage', async () => {
      renderShell({ route: '/signup' });
      const retry = await screen.findByRole('button', { name: 'Retry' });
      markRemoteDown('mfe_account/SignupPage', false);
      fireEvent.click(retry);
      await waitFor(() =>
        expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument(),
      );
      expect(screen.getAllByTestId('remote-stub').length).toBeGreaterThan(0);
    }));

  it('shows the fallback in the visitor language, with the header still there', () =>
    withRemoteDown('mfe_account/ForgotPasswordPage', async () => {
      renderShell({ route: '/forgot-password', language: 'es' });
      const main = await screen.findByRole('main');
      const alert = await within(main).findByRole('alert');
      expect(alert).toHaveTextContent('El área de cuenta no está disponible temporalmente.');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    }));

  it('offers the way back to the shop besides Retry when the back-office is down', () =>
    withRemoteDown('mfe_admin/AdminApp', async () => {
      renderShell({
        route: '/admin/dashboard',
        token: 'tok',
        user: buildUser({ role: 'admin', userType: 'admin' }),
        language: 'pt',
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('A administração está temporariamente indisponível.');
      expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
      fireEvent.click(within(alert).getByRole('link', { name: 'Voltar à loja' }));
      await waitFor(() => expect(mountedModules()).toContain('mfe_catalog/HomePage'));
    }));

  it('keeps the storefront fallback to Retry alone: the header leads home there', () =>
    withRemoteDown('mfe_account/ResetPasswordPage', async () => {
      renderShell({ route: '/reset-password' });
      const alert = await within(await screen.findByRole('main')).findByRole('alert');
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    }));
});
