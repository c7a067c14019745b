import { screen, waitFor, within } from '@testing-library/react';
import { SingleBlogPage } from '../components/single-blog-page';
import { renderContent } from '../../../testing/render-content';
import { recordEvents } from '@shop/testing';

describe('SingleBlogPage', () => {
  const toasts = recordEvents('ui:toast-requested');

  beforeEach(() => localStorage.clear());

  it('shows the article, the author box, the post links and the sample comments', () => {
    renderContent(<SingleBlogPage />, { route: '/single-blog' });
    expect(
      screen.getByRole('article', { name: 'Spring Trends You Will Love' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the Author' })).toBeInTheDocument();
    const postNav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(postNav).getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      '/single-blog',
    );
    expect(within(postNav).getByRole('link', { name: /Next post/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
  });

  it('adds a reply to the comments on this page and says so', async () => {
    const { user } = renderContent(<SingleBlogPage />, { route: '/single-blog' });
    const form = screen.getByRole('form', { name: 'Leave a Reply' });

    await user.type(within(form).getByLabelText(/Comment/), 'Lovely article!');
    await user.type(within(form).getByLabelText(/Name/), 'Grace');
    await user.type(within(form).getByLabelText(/E-mail/), 'grace@example.com');
    await user.type(within(form).getByLabelText(/Website/), 'https://grace.example');
    await user.click(within(form).getByRole('checkbox', { name: /Save my name/ }));
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));

    expect(screen.getByRole('heading', { name: '3 Comments' })).toBeInTheDocument();
    const comments = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Lovely article!'));
    expect(comments).toHaveLength(1);
    expect(within(comments[0]!).getByRole('link', { name: 'Grace' })).toHaveAttribute(
      'href',
      'https://grace.example',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your comment has been added.');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Your comment has been added.',
        variant: 'success',
      }),
    );
    expect(within(form).getByLabelText(/Comment/)).toHaveValue('');
    expect(JSON.parse(localStorage.getItem('content:comment-author') ?? '{}')).toMatchObject({
      author: 'Grace',
    });
  });

  it('fills in the remembered name, e-mail and website on the next visit', () => {
    localStorage.setItem(
      'content:comment-author',
      JSON.stringify({ author: 'Grace', email: 'grace@example.com', url: 'https://grace.example' }),
    );
    renderContent(<SingleBlogPage />, { route: '/single-blog' });
    const form = screen.getByRole('form', { name: 'Leave a Reply' });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Grace');
    expect(within(form).getByLabelText(/Website/)).toHaveValue('https://grace.example');
    expect(within(form).getByRole('checkbox', { name: /Save my name/ })).toBeChecked();
  });

  it('adds nothing while the required fields are empty', async () => {
    const { user } = renderContent(<SingleBlogPage />, { route: '/single-blog' });
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getAllByText('This is required field.')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
  });
});
