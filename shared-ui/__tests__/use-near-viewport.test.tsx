import { act, render, screen } from '@testing-library/react';
import { controlIntersections } from '@shop/testing';
import { useNearViewport } from '..';

function Probe({ margin }: { margin?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('turns true once the element comes within the margin, and stops watching', () => {
    const viewport = controlIntersections();
    try {
      render(<Probe margin="100px" />);
      const [observer] = viewport.observers();
      expect(screen.getByText('far')).toBeInTheDocument();
      expect(observer?.options.rootMargin).toBe('100px');
      expect(observer?.targets).toEqual([screen.getByText('far')]);
      act(() => observer?.report(false));
      expect(screen.getByText('far')).toBeInTheDocument();
      act(() => observer?.report(true));
      expect(screen.getByText('near')).toBeInTheDocument();
      expect(observer?.disconnected).toBe(true);
    } finally {
      viewport.restore();
    }
  });

  it('without IntersectionObserver, turns true once mounted so nothing stays unloaded', () => {
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: a browser without the API
    delete globalThis.IntersectionObserver;
    try {
      render(<Probe />);
      expect(screen.getByText('near')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
