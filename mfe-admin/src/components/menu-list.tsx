import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** Absent for an informational entry that cannot be chosen. */
  onSelect?: () => void;
}

export interface MenuListProps {
  id: string;
  labelledBy: string;
  items: MenuItem[];
  /** Clicks outside it close the menu. */
  container: RefObject<HTMLElement | null>;
  /** Closes the menu; `refocus` gives focus back to the button. */
  onDismiss: (refocus: boolean) => void;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The open menu: focus starts on its first entry and moves with the arrows, Home and End. */
export function MenuList({ id, labelledBy, items, container, onDismiss }: MenuListProps) {
  const menu = useRef<HTMLUListElement>(null);
  const entries = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  // The latest onDismiss, so that a parent re-render neither re-runs the effect nor moves focus.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) dismiss.current(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [container]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = entries();
    const move = KEY_MOVES[event.key];
    if (event.key === 'Escape') onDismiss(true);
    else if (event.key === 'Tab') onDismiss(false);
    else if (move) {
      event.preventDefault();
      list[move(list.indexOf(document.activeElement as HTMLElement), list.length)]?.focus();
    }
  }

  return (
    <ul ref={menu} id={id} role="menu" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.key} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-disabled={item.onSelect ? undefined : true}
            onClick={() => {
              if (!item.onSelect) return;
              onDismiss(true);
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
