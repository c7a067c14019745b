import {
  MAX_PAGE_SIZE,
  categoryIdOf,
  categoryQuery,
  parseProductQuery,
  toQueryString,
} from '../product-query';

describe('product query string', () => {
  it("writes the filters in the spec's bracket form", () => {
    expect(decodeURIComponent(toQueryString(categoryQuery(7)))).toBe(
      '?filters[0][field]=categories_id&filters[0][operator]=EQUAL&filters[0][value]=7&pageNumber=1',
    );
  });

  it('reads back what it wrote', () => {
    const query = {
      filters: [
        { field: 'categories_id', operator: 'EQUAL' as const, value: '3' },
        { field: 'price', operator: 'GTE' as const, value: '10' },
      ],
      pageNumber: 2,
      pageSize: 24,
      sort: 'price_desc' as const,
    };
    expect(parseProductQuery(toQueryString(query))).toEqual(query);
    expect(categoryIdOf(query)).toBe(3);
  });

  it('cuts a page size beyond what the API serves to its maximum', () => {
    expect(parseProductQuery('pageNumber=2&pageSize=1000')).toEqual({
      pageNumber: 2,
      pageSize: MAX_PAGE_SIZE,
    });
    expect(parseProductQuery('pageSize=100').pageSize).toBe(100);
  });

  it('drops malformed parts instead of guessing', () => {
    expect(
      parseProductQuery(
        'filters[0][field]=title&filters[0][operator]=DROP&pageNumber=-1&sort=evil',
      ),
    ).toEqual({});
    // Names every object has are no operator or sort either.
    expect(
      parseProductQuery('filters[0][field]=title&filters[0][operator]=constructor&sort=toString'),
    ).toEqual({});
    expect(categoryIdOf({})).toBeUndefined();
  });
});
