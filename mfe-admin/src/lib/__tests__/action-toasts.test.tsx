import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@shop/contracts';
import { useApi } from '@shop/ui';
import { networkError, renderWithProviders, setupApiServer } from '@shop/testing';
import { adminSession, collectToasts } from '../../testing/render-admin';
import { NAMESPACE } from '../i18n';
import { allTexts as resources } from '../../testing/texts';
import { useAction } from '../use-action';

const api = setupApiServer();

function SaveSettings() {
  const api = useApi();
  const { trigger } = useAction('admin/settings', async () => {
    await api.request('PUT', 'admin/settings', { taxRate: 5 });
    return 'saved';
  });
  return (
    <button type="button" onClick={() => void trigger()}>
      save
    </button>
  );
}

const render = (language: Language) =>
  renderWithProviders(<SaveSettings />, {
    session: adminSession(),
    language,
    namespace: NAMESPACE,
    resources,
  });

describe('an admin action that fails', () => {
  it.each([
    ['en', 'Something went wrong, please try again.'],
    ['es', 'Algo salió mal, inténtalo de nuevo.'],
    ['pt', 'Algo deu errado, tente novamente.'],
  ] as const)('says a network failure in %s', async (language, text) => {
    api.on({ 'PUT /admin/settings': networkError });
    const toasts = collectToasts();
    render(language);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(toasts).toEqual([{ message: text, variant: 'error' }]));
  });

  it("shows the server's own error text", async () => {
    api.on({ 'PUT /admin/settings': { status: 400, body: { error: 'taxRate: too high' } } });
    const toasts = collectToasts();
    render('es');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'taxRate: too high', variant: 'error' }]),
    );
  });
});
