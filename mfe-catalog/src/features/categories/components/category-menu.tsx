import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellValue } from '@shop/ui';
import { CategoryTree } from './category-tree';
import '../categories.css';

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

/**
 * The category tree with a disclosure button of its own, as the shells before contracts 2.10
 * show it in their header (the shell of 2.10 on has the button and opens CategoryTree). The
 * tree is asked for, and drawn, only once the shopper heads for the button. Signed-out visitors
 * get none.
 */
export function CategoryMenu() {
  const signedIn = useShellValue((props) => props.session !== null);
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
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
      <div id={panelId} hidden={!open}>
        {wanted ? <CategoryTree onClose={close} /> : null}
      </div>
    </div>
  );
}
