import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@shop/contracts';
import { useSession } from '@shop/ui';
import { CategoryLink } from '../../../components/category-link';
import { useCategories } from '../../../lib/use-categories';
import '../categories.css';
import { loadFailed } from '@shop/ui/load-failed';
import { CouldNotLoad } from '../../../components/could-not-load';

/** Closes the panel on Escape (focus back to the toggle) and on a click outside the menu. */
function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLDivElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close, root, toggle]);
}

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
 * The header's category tree: a disclosure button and its panel. Signed-out visitors get none.
 * The tree is behind a tap on every page: it is asked for, and its panel drawn, only once the
 * shopper heads for the button (pointer over it, a finger on it, the keyboard on it), so a first
 * view spends neither a request nor a render of some fifty links on it.
 */
export function CategoryMenu() {
  const signedIn = useSession() !== null;
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const categories = useCategories(signedIn && wanted);
  const { data } = categories;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);

  if (!signedIn) return null;
  return (
    <div
      className="catalog-menu"
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, as a click outside does.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="catalog-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((o) => !o);
        }}
      >
        {t('menu.categories')}
      </button>
      <div id={panelId} className="catalog-menu__panel" hidden={!open}>
        {!wanted ? null : data ? (
          <ul className="catalog-menu__groups">
            {data.map((node) => (
              <Branch key={node.item.id} node={node} onNavigate={close} />
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
    </div>
  );
}
