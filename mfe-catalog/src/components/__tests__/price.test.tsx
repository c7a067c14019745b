import { screen } from '@testing-library/react';
import { buildProduct } from '@shop/testing';
import { renderCatalog } from '../../testing/render-catalog';
import { Price } from '../price';

describe('Price', () => {
  it('shows the old price struck through and the new price when the product is discounted', () => {
    renderCatalog(
      <Price product={buildProduct({ isDiscount: true, oldPrice: 20, newPrice: 15.5 })} />,
    );
    const old = screen.getByText('20.00 ₿');
    expect(old.tagName).toBe('S');
    expect(screen.getByText('15.50 ₿').tagName).not.toBe('S');
    expect(screen.getByText('Original price:')).toBeInTheDocument();
  });

  it('shows only the new price when the product is not discounted', () => {
    renderCatalog(
      <Price product={buildProduct({ isDiscount: false, oldPrice: 20, newPrice: 15.5 })} />,
    );
    expect(screen.getByText('15.50 ₿')).toBeInTheDocument();
    expect(screen.queryByText('20.00 ₿')).not.toBeInTheDocument();
  });

  it('writes the number in the visitor language, the ₿ sign after it', () => {
    renderCatalog(<Price product={buildProduct({ newPrice: 1234.5 })} />, { language: 'es' });
    expect(screen.getByText('1234,50 ₿')).toBeInTheDocument();
  });
});
