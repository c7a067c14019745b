import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categoryIdOf, emit, type ProductQuery } from '@shop/contracts';
import { findCategory, readCategoryState } from '../../../lib/category-tree';
import { useCategories } from '../../../lib/use-categories';

/**
 * The listing's title: the category passed by the link that led here, else (a shared or typed
 * link) the category of the filter looked up in the tree, else All Products. The shell's title
 * banner shows it. Null while the tree is still needed and loading.
 */
export function useListingTitle(query: ProductQuery): string | null {
  const { t } = useTranslation();
  const location = useLocation();
  const categoryId = categoryIdOf(query);
  const fromState = readCategoryState(location.state);
  const stateTitle = fromState && fromState.id === categoryId ? fromState.title : undefined;
  const needsTree = stateTitle === undefined && categoryId !== undefined;
  const { data: tree, error } = useCategories(needsTree);
  let title: string | null = stateTitle ?? t('products.allProducts');
  if (needsTree) {
    const found = tree ? findCategory(tree, categoryId) : undefined;
    title = found?.title ?? (tree || error ? t('products.allProducts') : null);
  }
  useEffect(() => {
    if (title) emit('ui:title-resolved', { title });
  }, [title]);
  return title;
}
