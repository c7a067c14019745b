import { screen, within } from '@testing-library/react';
import { BlogPage } from '../components/blog-page';
import { renderContent } from '../../../testing/render-content';

function postTitles() {
  return screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
}

describe('BlogPage', () => {
  it('shows the first three of the six sample posts with their categories', () => {
    renderContent(<BlogPage />, { route: '/blog' });
    expect(postTitles()).toEqual([
      'Spring Trends You Will Love',
      'How to Pick the Right Running Shoes',
      'Five Accessories for Every Season',
    ]);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Fashion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages through the posts with the numbered and next/previous buttons', async () => {
    const { user } = renderContent(<BlogPage />, { route: '/blog' });
    const pagination = screen.getByRole('navigation', { name: 'Blog pages' });

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(postTitles()).toEqual([
      'Paying with Crypto, Step by Step',
      'Caring for Your Denim',
      'Our Summer Collection Is Here',
    ]);
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?page=2');

    await user.click(within(pagination).getByRole('button', { name: 'Page 1' }));
    expect(postTitles()[0]).toBe('Spring Trends You Will Love');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('opens on the page named in the address and keeps an out-of-range page in range', () => {
    const { unmount } = renderContent(<BlogPage />, { route: '/blog?page=2' });
    expect(postTitles()[0]).toBe('Paying with Crypto, Step by Step');
    unmount();
    renderContent(<BlogPage />, { route: '/blog?page=9' });
    expect(postTitles()[0]).toBe('Paying with Crypto, Step by Step');
  });

  it('links every post to the article', () => {
    renderContent(<BlogPage />, { route: '/blog' });
    const links = screen.getAllByRole('link', { name: /Read More/ });
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/single-blog'));
  });
});
