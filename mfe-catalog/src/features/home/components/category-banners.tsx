import { useTranslation } from 'react-i18next';
import { CategoryLink } from '../../../components/category-link';
import { useCategories } from '../../../lib/use-categories';
import { loadFailed } from '@shop/ui/load-failed';
import { CouldNotLoad } from '../../../components/could-not-load';
import { SkeletonItems } from '../../../components/skeleton-items';

const SHOWN = 3;

/** Three top categories of the real tree as banners leading to their listings. */
export function CategoryBanners() {
  const { t } = useTranslation();
  const categories = useCategories();
  const nodes = categories.data?.slice(0, SHOWN);
  return (
    <section className="catalog-section" aria-label={t('home.categoriesLabel')}>
      {loadFailed(categories) ? (
        <CouldNotLoad what="categories" retry={categories.mutate} />
      ) : (
        <ul className="catalog-tiles">
          {nodes ? (
            nodes.map((node, i) => (
              <li key={node.item.id} className={`catalog-tile catalog-tile--${i % 3}`}>
                <p className="catalog-tile__eyebrow">{t('home.categoryEyebrow')}</p>
                <h2 className="catalog-tile__title">{node.item.title}</h2>
                <CategoryLink category={node.item} className="catalog-tile__link">
                  {t('home.shopCategory', { title: node.item.title })}
                </CategoryLink>
              </li>
            ))
          ) : (
            <SkeletonItems count={SHOWN} className="catalog-tile" />
          )}
        </ul>
      )}
    </section>
  );
}
