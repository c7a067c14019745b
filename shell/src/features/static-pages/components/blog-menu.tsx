import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/blog', key: 'blog' },
  { to: '/single-blog', key: 'singleBlog' },
] as const;

/** The header's static Blog menu: a disclosure button revealing two links. */
export function BlogMenu() {
  const { t } = useTranslation('content');
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // A click or a focus move outside the menu closes it, as any dropdown does.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="content-menu" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="content-menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t('blogMenu.label')}
        <span aria-hidden="true" className="content-caret" />
      </button>
      <ul id={id} className="content-menu-list" hidden={!open}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="content-menu-link" onClick={() => setOpen(false)}>
              {t(`blogMenu.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
