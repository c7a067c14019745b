import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shop/testing';
import { NAMESPACE } from '../../lib/i18n';
import { allTexts as resources } from '../../testing/texts';
import { Dialog } from '../dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Sample" onClose={() => setOpen(false)}>
          <label>
            Name <input />
          </label>
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => {
    renderWithProviders(<Harness />, { namespace: NAMESPACE, resources });
  });

  it('is a labelled modal dialog that takes focus to its first field', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sample' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and on the backdrop, giving focus back', async () => {
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    // The <dialog> itself is the backdrop around the panel.
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
