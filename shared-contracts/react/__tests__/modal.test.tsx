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
  it('is a named modal dialog that takes focus, keeps Tab inside and closes on Escape', () => {
    const onClose = jest.fn();
    render(<Open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on one inside the panel', () => {
    const onClose = jest.fn();
    render(<Open onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
