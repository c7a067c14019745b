import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element itself when it takes focus, else its first focusable descendant. */
function focusTarget(element: HTMLElement | null): HTMLElement | null {
  if (!element || element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focus handling of a modal dialog or panel, the one focus trap of every app: focus moves in on
 * open (to `initialFocusRef`, or the first focusable inside it, or else the dialog itself) and back
 * to the opener on close, Tab stays inside, Escape closes. Answers the keydown handler to put on
 * the dialog.
 */
export function useDialogFocus(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusTarget(initialFocusRef.current) ?? dialogRef.current)?.focus();
    return () => {
      // The opener may have been re-rendered away; only give focus back when it is still there.
      if (openerRef.current?.isConnected) openerRef.current.focus();
    };
  }, [open, initialFocusRef, dialogRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
