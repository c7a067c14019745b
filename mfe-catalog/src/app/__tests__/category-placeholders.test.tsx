import { screen } from '@testing-library/react';
import { setupApiServer } from '@shop/testing';
import type { CategoryNode } from '@shop/contracts';
import { renderCatalog } from '../../testing/render-catalog';
import { CategoryBanners } from '../../features/home/components/category-banners';
import { CategoriesTemplate } from '../../features/categories/components/categories-template';

const api = setupApiServer();

// Ids 0, 1, 2… are the ones a placeholder's position would have as its key.
const TREE: CategoryNode[] = [
  { item: { id: 1, title: 'Fashion' }, children: [] },
  { item: { id: 2, title: 'Electronics' }, children: [] },
  { item: { id: 0, title: 'Home' }, children: [] },
];

/**
 * A placeholder is removed and the category put in its own element: were a placeholder's element
 * reused for a category further up the list, the browser would see it move, a layout shift.
 */
describe.each([
  ['the home banners', <CategoryBanners key="banners" />],
  ['the categories page', <CategoriesTemplate key="categories" />],
])('%s while the categories load', (_, page) => {
  it('puts no category in a placeholder element', async () => {
    api.on({ 'GET /categories-containing-products': () => ({ body: TREE }) });
    const { container } = renderCatalog(page);
    const placeholders = [...container.querySelectorAll('.catalog-skeleton')];
    expect(placeholders.length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Electronics' })).toBeInTheDocument();
    expect(container.querySelector('.catalog-skeleton')).toBeNull();
    const items = [...container.querySelectorAll('li')];
    expect(items.filter((li) => placeholders.includes(li))).toEqual([]);
  });
});
