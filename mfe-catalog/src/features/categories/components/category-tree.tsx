import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@shop/contracts';
import { loadFailed } from '@shop/ui/load-failed';
import { CategoryLink } from '../../../components/category-link';
import { CouldNotLoad } from '../../../components/could-not-load';
import { useCategories } from '../../../lib/use-categories';
import '../categories.css';

function Branch({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  return (
    <li className="catalog-menu__group">
      <Link to="/categories" className="catalog-menu__parent" onClick={onNavigate}>
        {node.item.title}
      </Link>
      {node.children.length > 0 && (
        <ul className="catalog-menu__children">
          {node.children.map((child) => (
            <li key={child.item.id}>
              <CategoryLink category={child.item} onClick={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The header's category tree, in the active language: what the Categories button's panel shows.
 * It asks for the tree when it is mounted (when the shopper heads for the button); a link taken
 * closes the panel.
 */
export function CategoryTree({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const { data } = categories;
  return (
    <div className="catalog-menu__panel">
      {data ? (
        <ul className="catalog-menu__groups">
          {data.map((node) => (
            <Branch key={node.item.id} node={node} onNavigate={onClose} />
          ))}
        </ul>
      ) : loadFailed(categories) ? (
        <CouldNotLoad
          what="categories"
          retry={categories.mutate}
          className="catalog-menu__status"
        />
      ) : (
        <p className="catalog-menu__status">{t('status.loading')}</p>
      )}
    </div>
  );
}
