import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ensureI18n } from '@shop/ui';
import { NAMESPACE } from '../../../lib/i18n';
import { allTexts } from '../../../testing/texts';
import { PriceFilter } from '../components/price-filter';

/**
 * The listing's price filter as the shell's server paints it: a range typed before the page's
 * code has hydrated it is the one Apply sends (a phone shows the page seconds before it runs).
 */
describe('the price filter on a served page', () => {
  beforeAll(() => ensureI18n(NAMESPACE, allTexts, 'en'));

  it('applies the range typed before the page hydrated', async () => {
    const onApply = jest.fn();
    const filter = <PriceFilter value={{}} onApply={onApply} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(filter);
    document.body.appendChild(container);
    const min = screen.getByRole('spinbutton', { name: 'Minimum' }) as HTMLInputElement;
    const max = screen.getByRole('spinbutton', { name: 'Maximum' }) as HTMLInputElement;
    min.value = '1';
    max.value = '90000';
    await act(async () => {
      hydrateRoot(container, filter);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onApply).toHaveBeenCalledWith({ minPrice: 1, maxPrice: 90000 });
    expect(min).toHaveValue(1);
    container.remove();
  });
});
