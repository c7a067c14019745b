import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Pagination, pageWindow } from '..';

const TEXTS = { nav: 'Pages', previous: 'Previous', next: 'Next', page: 'Page' } as const;
const text = (part: keyof typeof TEXTS, page: number) =>
  part === 'page' ? `Page ${page}` : TEXTS[part];

describe('pageWindow', () => {
  it('keeps the first, the last and two pages each side of the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });

  it('shows every page of a short list', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});

describe('Pagination', () => {
  it('is a labelled nav marking the current page, with edges disabled at the ends', () => {
    const onChange = jest.fn();
    render(<Pagination page={1} totalPages={3} onChange={onChange} text={text} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders links to addressable pages, an edge with nowhere to go as disabled text', () => {
    const onChange = jest.fn();
    render(
      <MemoryRouter>
        <Pagination
          page={3}
          totalPages={3}
          onChange={onChange}
          text={text}
          href={(page) => `/list?page=${page}`}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} totalPages={1} onChange={jest.fn()} text={text} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
