import { act, screen } from '@testing-library/react';
import { emit } from '@shop/contracts';
import { renderShell } from '../../testing/render-shell';

describe('the title banner in the shell', () => {
  it('shows the translated title and a breadcrumb home', async () => {
    renderShell({ route: '/faqs' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Question' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
  });

  it('uses the category title a remote resolves, defaulting to All Products', async () => {
    renderShell({ route: '/products', token: 'tok' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeInTheDocument();
    act(() => emit('ui:title-resolved', { title: 'Shoes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoes' })).toBeInTheDocument();
  });

  it('titles an unknown page 404 Not Found and is absent on the home page', async () => {
    renderShell({ route: '/nowhere' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Not Found' }),
    ).toBeInTheDocument();
  });

  it('is in Spanish when the language is es', async () => {
    renderShell({ route: '/contact', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
  });
});
