import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '..';

function Open({ onClose }: { onClose: () => void }) {
  return (
    <Modal labelledBy="title" onClose={onClose} className="panel" backdropClassName="backdrop">
      <h2 id="title">Details</h2>
      <button type="button">First</button>
      <button type="button">Last</button>
    </Modal>
  );
}

describe('Modal', () => {
  // That Tab stays inside (the page behind is inert) is the browser's: e2e/tests/shell.spec.ts.
  it('is a native modal dialog, named, that takes focus and asks to close on Escape', () => {
    const onClose = jest.fn();
    render(<Open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'First' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The parent decides: the dialog is still open until it stops rendering it.
    expect(dialog).toHaveAttribute('open');
  });

  it('gives focus back to the opener and lets the page scroll again when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Open onClose={jest.fn()} />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    opener.remove();
  });

  it('closes on a click on the backdrop, not on one inside the panel', () => {
    const onClose = jest.fn();
    render(<Open onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Details' }));
    expect(onClose).not.toHaveBeenCalled();
    // The dialog element itself is the area around the panel.
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('draws a header: the heading names the dialog, the close button takes focus and closes', () => {
    const onClose = jest.fn();
    const header = { title: 'Cart', closeLabel: 'Close', className: 'head', closeClassName: 'x' };
    render(
      <Modal onClose={onClose} className="panel" backdropClassName="backdrop" header={header}>
        <button type="button">Inside</button>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
