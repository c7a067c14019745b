import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './menu-button.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** Absent for an informational entry that cannot be chosen. */
  onSelect?: () => void;
}

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
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const entries = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key] ?? 0]?.focus();
    }
  }

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
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children ?? label}
      </button>
      {open && (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.onSelect ? undefined : true}
                onClick={() => {
                  if (!item.onSelect) return;
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
