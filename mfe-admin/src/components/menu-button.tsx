import { useId, useRef, useState, type ReactNode } from 'react';
import { MenuList, type MenuItem } from './menu-list';
import './menu-button.css';

export type { MenuItem };

export interface MenuButtonProps {
  /** The accessible name of the button. */
  label: string;
  /** What the button shows (defaults to the label). */
  children?: ReactNode;
  items: MenuItem[];
  className?: string;
}

/** The WAI-ARIA menu button: arrows move, Escape closes and gives focus back to the button. */
export function MenuButton({ label, children, items, className = '' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  return (
    <div ref={root} className={`admin-menu ${className}`}>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="admin-menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children ?? label}
      </button>
      {open && (
        <MenuList
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          items={items}
          container={root}
          onDismiss={(refocus) => {
            setOpen(false);
            if (refocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
