import { render, screen } from '@testing-library/react';
import { Icon } from '..';

describe('Icon', () => {
  it('is hidden from assistive technology, so its button is known by its own name', () => {
    render(
      <button type="button" aria-label="Search products">
        <Icon d="M4 4h16" />
      </button>,
    );
    const svg = screen.getByRole('button', { name: 'Search products' }).querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M4 4h16');
  });

  it('fills its path in the text colour, or draws it as a line of the width given', () => {
    const { container } = render(
      <>
        <Icon d="M1 1h2" size={18} />
        <Icon d="M1 1h2" stroke={1.8} className="x" />
      </>,
    );
    const [filled, line] = [...container.querySelectorAll('svg')];
    expect(filled).toHaveAttribute('width', '18');
    expect(filled).toHaveAttribute('fill', 'currentColor');
    expect(filled).not.toHaveAttribute('stroke');
    expect(line).toHaveAttribute('width', '20');
    expect(line).toHaveAttribute('fill', 'none');
    expect(line).toHaveAttribute('stroke', 'currentColor');
    expect(line).toHaveAttribute('stroke-width', '1.8');
    expect(line).toHaveClass('x');
  });
});
