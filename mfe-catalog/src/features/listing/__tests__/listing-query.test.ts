import { parseProductQuery, toQueryString } from '@shop/contracts';
import { readSidebar, withSidebar, withSort } from '../lib/listing-query';

const category = { field: 'categories_id', operator: 'EQUAL', value: 4 } as const;

describe('the listing query helpers', () => {
  it('add the sidebar filters next to the category filter and go back to page 1', () => {
    const next = withSidebar(
      { filters: [category], pageNumber: 3 },
      { minPrice: 5, maxPrice: 50, onSale: true, newProduct: false },
    );
    expect(next).toEqual({
      filters: [
        category,
        { field: 'price', operator: 'GTE', value: 5 },
        { field: 'price', operator: 'LTE', value: 50 },
        { field: 'onSale', operator: 'EQUAL', value: true },
      ],
      pageNumber: 1,
    });
  });

  it('read back from the URL what they wrote into it', () => {
    const sidebar = { minPrice: 2.5, maxPrice: undefined, onSale: false, newProduct: true };
    const url = toQueryString(withSidebar({ filters: [category] }, sidebar));
    expect(readSidebar(parseProductQuery(url))).toEqual(sidebar);
  });

  it('clear the sidebar filters without touching the category', () => {
    const query = withSidebar(
      { filters: [category] },
      { minPrice: 1, onSale: true, newProduct: true },
    );
    expect(withSidebar(query, { onSale: false, newProduct: false }).filters).toEqual([category]);
  });

  it('set and remove the sort order', () => {
    expect(withSort({ pageNumber: 4 }, 'price_desc')).toEqual({
      pageNumber: 1,
      sort: 'price_desc',
    });
    expect(withSort({ sort: 'title' }, undefined)).toEqual({ pageNumber: 1 });
  });
});
