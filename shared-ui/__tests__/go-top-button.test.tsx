import { act, fireEvent, render, screen } from '@testing-library/react';
import { GoTopButton, useScrolledPast } from '..';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('GoTopButton', () => {
  const scrollTo = jest.fn((_x: number, y: number) => scrolledTo(y));
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollTo.mockClear();
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    scrolledTo(0);
  });

  it('shows past 170 px, named by the app and drawn with an icon, not a symbol character', () => {
    render(<GoTopButton label="Back to top" className="app-go-top" />);
    scrolledTo(170);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrolledTo(171);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button).toHaveClass('app-go-top');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent('');
  });

  it('renders first as the server did, then shows a page already scrolled in the next frame', () => {
    jest.useFakeTimers();
    try {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
      const seen: boolean[] = [];
      function Probe() {
        seen.push(useScrolledPast());
        return null;
      }
      render(<Probe />);
      expect(seen).toEqual([false]);
      act(() => jest.advanceTimersByTime(20));
      expect(seen.at(-1)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('updates only when the answer changes, not on every scroll event', () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      useScrolledPast();
      return null;
    }
    render(<Probe />);
    scrolledTo(400);
    const shown = renders;
    for (const y of [500, 600, 700, 800]) scrolledTo(y);
    expect(renders).toBe(shown);
  });

  it('jumps to the top at once for a visitor who asks for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    render(<GoTopButton label="Back to top" className="app-go-top" />);
    scrolledTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  });

  it('stops climbing when it leaves the page', () => {
    jest.useFakeTimers();
    try {
      const { unmount } = render(<GoTopButton label="Back to top" className="app-go-top" />);
      scrolledTo(900);
      fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
      act(() => jest.advanceTimersByTime(11));
      unmount();
      act(() => jest.advanceTimersByTime(100));
      expect(scrollTo.mock.calls).toEqual([[0, 800]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
