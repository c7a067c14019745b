import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { holdFrames } from '@shop/testing';
import { Toaster } from '../toaster';

const mockEvaluated = jest.fn();
jest.mock('notistack', () => {
  mockEvaluated();
  return jest.requireActual('notistack');
});

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("the toast library, fetched ahead of a button's answer", () => {
  it("is fetched after the frame of the first press of a button, not for a link's", async () => {
    const frames = holdFrames();
    try {
      render(
        <>
          <Toaster />
          <a href="#top">Top</a>
          <button type="button">
            <span>Add to Cart</span>
          </button>
        </>,
      );
      fireEvent.pointerDown(screen.getByRole('link', { name: 'Top' }));
      fireEvent.keyDown(screen.getByRole('link', { name: 'Top' }), { key: 'Enter' });
      frames.paint();
      await sleep(150);
      expect(mockEvaluated).not.toHaveBeenCalled();

      fireEvent.pointerDown(screen.getByText('Add to Cart'));
      await sleep(50);
      expect(mockEvaluated).not.toHaveBeenCalled();
      frames.paint();
      await waitFor(() => expect(mockEvaluated).toHaveBeenCalledTimes(1));
    } finally {
      frames.restore();
    }
  });
});
