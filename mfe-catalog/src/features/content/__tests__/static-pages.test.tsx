import { screen, within } from '@testing-library/react';
import { AboutPage } from '../components/about-page';
import { ComparePage } from '../components/compare-page';
import { CustomerServicePage } from '../components/customer-service-page';
import { SizingGuidePage } from '../components/sizing-guide-page';
import { renderContent } from '../../../testing/render-content';
import { textsByRole } from '@shop/testing';

describe('static content pages', () => {
  it('customer service states shipping, payment methods and the returns policy', () => {
    renderContent(<CustomerServicePage />);
    expect(screen.getByText('Ground shipping is free on every order.')).toBeInTheDocument();
    expect(screen.getByText('Orders arrive in 1-7 business days.')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment Methods' });
    expect(textsByRole(payment, 'listitem')).toEqual(['BTC', 'ETH', 'LTC', 'XRP', 'USDT']);
    expect(within(payment).getByText(/PayPal/)).toBeInTheDocument();
    expect(
      screen.getByText('You can return a product within 14 days from the shipment date.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The customer pays the return shipping.')).toBeInTheDocument();
  });

  it('compare shows three sample products in a table with headers', () => {
    renderContent(<ComparePage />);
    const table = screen.getByRole('table', { name: 'Comparison of three sample products' });
    expect(textsByRole(table, 'columnheader')).toEqual([
      'Feature',
      'Linen Summer Shirt',
      'Classic Running Shoes',
      'Leather Shoulder Bag',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(table).getByText('Out of stock')).toBeInTheDocument();
    expect(within(table).getByText('24.50 ₿')).toBeInTheDocument();
  });

  it("sizing guide has women's and men's tables with Europe, USA, chest, waist and hips", () => {
    renderContent(<SizingGuidePage />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const headers = textsByRole(table, 'columnheader');
      expect(headers).toEqual(['Size', 'Europe', 'USA', 'Chest', 'Waist', 'Hips']);
    }
    expect(screen.getByRole('heading', { name: "Women's Sizes" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Men's Sizes" })).toBeInTheDocument();
  });

  it('about links to the contact page', () => {
    renderContent(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
