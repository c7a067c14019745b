import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../../testing/render-catalog';
import { QuantityCounter } from '../quantity-counter';

function Harness({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityCounter value={value} onChange={setValue} />
      <p>chosen {value}</p>
    </>
  );
}

describe('QuantityCounter', () => {
  it('starts at 1 with the minus button disabled', () => {
    renderCatalog(<Harness />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('counts up to 10 and no further', async () => {
    const user = userEvent.setup();
    renderCatalog(<Harness start={8} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByText('chosen 10')).toBeInTheDocument();
    expect(plus).toBeDisabled();
  });

  it('counts down to 1 and no further', async () => {
    const user = userEvent.setup();
    renderCatalog(<Harness start={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(minus);
    expect(screen.getByText('chosen 1')).toBeInTheDocument();
    expect(minus).toBeDisabled();
  });

  it.each([
    ['25', 10],
    ['0', 1],
    ['', 1],
    ['4', 4],
  ])('clamps a typed %p to %p when the field loses focus', async (typed, expected) => {
    const user = userEvent.setup();
    renderCatalog(<Harness start={3} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(expected);
    expect(screen.getByText(`chosen ${expected}`)).toBeInTheDocument();
  });

  it('is the quantity as it is typed, while a whole number in range', async () => {
    const user = userEvent.setup();
    renderCatalog(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '7');
    expect(field).toHaveFocus();
    expect(screen.getByText('chosen 7')).toBeInTheDocument();
  });

  it('takes a quantity typed into the served field before the page hydrated', () => {
    renderCatalog(<p>translations loaded</p>).unmount();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    container.querySelector('input')!.value = '3';
    render(<Harness />, { container, hydrate: true });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(screen.getByText('chosen 3')).toBeInTheDocument();
  });
});
