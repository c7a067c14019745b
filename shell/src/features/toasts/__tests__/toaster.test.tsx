import { useEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { toast } from '@shop/contracts';
import { Toaster } from '../toaster';

const toastArea = () => document.querySelector<HTMLElement>('.notistack-SnackbarContainer');

describe('the toaster', () => {
  it('puts nothing on the page until a toast is requested', async () => {
    render(<Toaster />);
    await act(async () => {});
    expect(toastArea()).toBeNull();
  });

  it('shows the requests made while the toast library loads, in order, bottom-left', async () => {
    render(<Toaster />);
    act(() => {
      toast('Added to cart', 'success');
      toast('Removed from cart', 'error');
    });
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    const area = toastArea()!;
    const texts = within(area)
      .getAllByText(/from cart|to cart/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Added to cart', 'Removed from cart']);
    expect(getComputedStyle(area).bottom).not.toBe('');
    expect(getComputedStyle(area).left).not.toBe('');
    expect(getComputedStyle(area).top).toBe('');
  });

  it('shows a toast requested by the effects of the commit that mounts it', async () => {
    // The first paint's replayed tap (a Logout kept by pre-paint.js) runs in the shell's own
    // effects, which come before the toaster's: its toast must not be lost.
    function EarlyRequest() {
      useEffect(() => toast('logout: successful', 'success'), []);
      return null;
    }
    render(
      <>
        <EarlyRequest />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('logout: successful')).toBeInTheDocument();
  });
});
