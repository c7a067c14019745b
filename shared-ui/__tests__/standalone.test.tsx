import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyPageRegistry, HeaderDialogProps, ShellProps } from '@shop/contracts';
import { mountStandalone } from '../standalone';

/** A dialog module as a remote exposes it: it shows only while open. */
function Tree({ open, onClose }: ShellProps & HeaderDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Category tree">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  ) : null;
}

const registry = {
  remote: 'mfe_catalog',
  pages: [{ expose: 'HomePage', file: './src/pages/home-page.tsx', path: '/', access: 'public' }],
  header: [],
  dialogs: [{ expose: 'CategoryTree', file: './src/pages/category-tree.tsx', access: 'public' }],
} as unknown as AnyPageRegistry;

describe("a remote's standalone harness", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('offers each header dialog of the registry behind a button, closed until it is used', async () => {
    const requested: string[] = [];
    await act(async () =>
      mountStandalone(registry, (file) => {
        requested.push(file);
        return Promise.resolve({
          default: file === './home-page.tsx' ? () => <h1>Home</h1> : Tree,
        });
      }),
    );
    const button = await screen.findByRole('button', { name: 'CategoryTree' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(requested.sort()).toEqual(['./category-tree.tsx', './home-page.tsx']);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Category tree' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
