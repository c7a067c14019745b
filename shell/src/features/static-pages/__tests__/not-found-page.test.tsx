import { screen } from '@testing-library/react';
import { NotFoundPage } from '../components/not-found-page';
import { renderContent } from '../../../testing/render-shell';

describe('NotFoundPage', () => {
  it('says the page was not found and takes the visitor home', async () => {
    const { user } = renderContent(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();

    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('speaks Spanish to a Spanish visitor', () => {
    renderContent(<NotFoundPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});
