import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { renderShell } from '../../testing/render-shell';
import { setThemeAtom } from '../../lib/preferences';

/** The About page's place, as a reader of the router's context that counts its renders. */
const renders = { about: 0 };
jest.mock('../../features/remotes/remote-slot', () => ({
  RemoteSlot: function RemoteSlot({ module }: { module: string }) {
    useParams();
    if (module !== 'mfe_catalog/AboutPage') return null;
    renders.about += 1;
    return <h1>About stub</h1>;
  },
}));

describe('the route table', () => {
  it('is not rendered again when the shell and the layout are for another reason: the page keeps its router context', async () => {
    const { store } = renderShell({ route: '/about' });
    await screen.findByRole('heading', { name: 'About stub' });
    const before = renders.about;
    // Both render again (a new theme; the session's user answering does the same): a new router
    // context would make React hydrate a server-rendered page under it at once, to pass it on.
    act(() => store.set(setThemeAtom, 'dark'));
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(renders.about).toBe(before);
  });
});
