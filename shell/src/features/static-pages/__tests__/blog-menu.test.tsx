import { screen } from '@testing-library/react';
import { BlogMenu } from '../components/blog-menu';
import { renderContent } from '../../../testing/render-shell';

describe('BlogMenu', () => {
  it('reveals the blog links from a disclosure button and closes on Escape', async () => {
    const { user } = renderContent(<BlogMenu />);
    const button = screen.getByRole('button', { name: 'Blog' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Blog Details' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Blog Details' })).toHaveAttribute(
      'href',
      '/single-blog',
    );

    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const { user } = renderContent(<BlogMenu />);
    await user.click(screen.getByRole('button', { name: 'Blog' }));
    await user.click(screen.getByRole('link', { name: 'Blog Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/single-blog');
    expect(screen.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'false');
  });
});
