import { useTranslation } from 'react-i18next';
import { CategoryLink } from '../../../components/category-link';
import { useCategories } from '../../../lib/use-categories';
import '../../../components/catalog.css';
import '../categories.css';
import { LoadFailed, loadFailed } from '@shop/ui/load-failed';

const PLACEHOLDERS = 6;

/** /categories: every top category of the real tree as a banner, with its subcategories. */
export function CategoriesTemplate() {
  const { t } = useTranslation();
  const categories = useCategories();
  const { data } = categories;
  if (loadFailed(categories)) {
    return (
      <LoadFailed
        className="catalog-state"
        buttonClassName="catalog-button"
        message={t('load.categories')}
        retryLabel={t('status.retry')}
        onRetry={() => void categories.mutate()}
      />
    );
  }
  return (
    <ul className="catalog-category-grid" aria-busy={!data} aria-label={t('categories.label')}>
      {data
        ? data.map((node, i) => (
            <li key={node.item.id} className={`catalog-category catalog-tile--${i % 3}`}>
              <h2 className="catalog-category__title">{node.item.title}</h2>
              <p className="catalog-category__count">
                {t('categories.subcategories', { count: node.children.length })}
              </p>
              {node.children.length > 0 && (
                <ul className="catalog-category__children">
                  {node.children.map((child) => (
                    <li key={child.item.id}>
                      <CategoryLink category={child.item} />
                    </li>
                  ))}
                </ul>
              )}
              <CategoryLink category={node.item} className="catalog-button catalog-button--primary">
                {t('home.shopCategory', { title: node.item.title })}
              </CategoryLink>
            </li>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li
              key={`placeholder-${i}`}
              className="catalog-category catalog-skeleton"
              aria-hidden="true"
            />
          ))}
    </ul>
  );
}
