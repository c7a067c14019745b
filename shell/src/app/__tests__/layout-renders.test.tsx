import { createElement, useLayoutEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { api, buildUser, renderShell } from '../../testing/render-shell';
import type { HeaderProps } from '../../features/header/header';

/** The role the layout gave the header, at each render of it React committed. */
const mockHeaderCommits: HeaderProps['role'][] = [];

jest.mock('../../features/header/header', () => {
  const actual = jest.requireActual<typeof import('../../features/header/header')>(
    '../../features/header/header',
  );
  // An effect with no dependencies runs after each render React commits, not after one it
  // began and dropped: a deferred render may be interrupted and started again.
  function Header(props: HeaderProps) {
    useLayoutEffect(() => void mockHeaderCommits.push(props.role));
    return createElement(actual.Header, props);
  }
  return { ...actual, Header };
});

/** The catalogue page's stub: it shows the session the shell handed it. */
const pageStub = () =>
  screen
    .getAllByTestId('remote-stub')
    .find((stub) => stub.dataset.module === 'mfe_catalog/ProductsPage');

describe('the storefront layout', () => {
  it("renders the header again for the link the user's answer brings, not for the settings' answer", async () => {
    let answerSettings!: () => void;
    const settingsAsked = new Promise<void>((resolve) => (answerSettings = resolve));
    api.on({
      'GET /user/me': { body: buildUser() },
      'GET /user/settings': async () => {
        await settingsAsked;
        return { body: { currencyId: 2, currencyCode: 'ETH' } };
      },
    });
    renderShell({ route: '/products', token: 'tok', user: null });
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(mockHeaderCommits).toEqual([null, 'customer']);

    answerSettings();
    // The page has the currency: the session changed, and nothing the header shows did.
    await waitFor(() => expect(pageStub()).toHaveAttribute('data-currency', 'ETH'));
    expect(mockHeaderCommits).toEqual([null, 'customer']);
  });
});
