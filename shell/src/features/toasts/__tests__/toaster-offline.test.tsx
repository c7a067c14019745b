import { act, render, screen } from '@testing-library/react';
import { toast } from '@shop/contracts';
import { Toaster } from '../toaster';

let mockLibraryReachable = false;
jest.mock('notistack', () => {
  if (!mockLibraryReachable) throw new Error('Loading chunk notistack failed');
  return jest.requireActual('notistack');
});

describe('the toaster when its library cannot be fetched', () => {
  it('keeps the requests and shows them, in order, once a later toast reaches the library', async () => {
    render(<Toaster />);
    await act(async () => toast('Added to cart', 'success'));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();

    mockLibraryReachable = true;
    act(() => toast('Removed from cart', 'error'));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    const shown = screen.getAllByText(/cart$/).map((node) => node.textContent);
    expect(shown).toEqual(['Added to cart', 'Removed from cart']);
  });
});
