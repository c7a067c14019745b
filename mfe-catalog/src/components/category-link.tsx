import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { categoryQuery, toQueryString, type CategoryRef } from '@shop/contracts';
import type { CategoryLinkState } from '../lib/category-tree';

export interface CategoryLinkProps {
  category: CategoryRef;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}

/** The spec's category link: /products filtered by categories_id EQUAL id, page 1, title as state. */
export function CategoryLink({ category, className, onClick, children }: CategoryLinkProps) {
  const state: CategoryLinkState = { category: { id: category.id, title: category.title } };
  return (
    <Link
      to={`/products${toQueryString(categoryQuery(category.id))}`}
      state={state}
      className={className}
      onClick={onClick}
    >
      {children ?? category.title}
    </Link>
  );
}
