import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

/** A heading and a close button above the content: the heading names the dialog. */
export interface ModalHeader {
  title: ReactNode;
  /** The close button's accessible name, in the app's language (its face is a ×). */
  closeLabel: string;
  /** The classes of the row that holds the heading and the button, and of the button. */
  className: string;
  closeClassName: string;
  /** The close button, for a caller that gives it the focus again (when a focused row goes). */
  closeRef?: RefObject<HTMLButtonElement | null>;
}

/** What names the dialog: the id of the app's own heading, or the header this draws. */
export type ModalProps = ModalParts & ({ labelledBy: string } | { header: ModalHeader });

interface ModalParts {
  onClose: () => void;
  /** The panel's classes (the app's own styles). */
  className: string;
  /**
   * The classes of the area around the panel: the `<dialog>` itself, which covers the viewport
   * (position, scrim, padding and how the panel sits in it are the app's).
   */
  backdropClassName: string;
  /** Where focus goes on open, or the first focusable inside it; by default the panel's first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element itself when it takes focus, else its first focusable descendant. */
function focusTarget(element: HTMLElement | null | undefined): HTMLElement | null {
  if (!element || element.matches(FOCUSABLE)) return element ?? null;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * What the browser's own dialog box would add to the app's backdrop class: the `<dialog>` is laid
 * out by that class alone (an app's rule may still override any of these).
 */
const UNBOXED: CSSProperties = {
  maxWidth: 'none',
  maxHeight: 'none',
  width: 'auto',
  height: 'auto',
  margin: 0,
  border: 0,
  color: 'inherit',
};

/**
 * The one modal dialog of every app: the browser's native `<dialog>`, opened with `showModal()`.
 * The browser puts it above the page (the top layer: no z-index), makes the rest of
 * the page inert (focus and the screen reader stay inside) and closes it on Escape. This adds
 * what the element leaves to the page: focus on open (to `initialFocusRef`, or the panel's first
 * focusable), back to the opener on close, a click beside the panel closes it, and the page
 * behind does not scroll. The dialog stays controlled by its parent: Escape and a backdrop click
 * call `onClose`, and the dialog closes when the parent stops rendering it. With `header`, the
 * panel starts with the title row of a drawer or a dialog: the heading and a close button.
 */
export function Modal(props: ModalProps) {
  const { onClose, className, backdropClassName, initialFocusRef, children } = props;
  const header = 'header' in props ? props.header : undefined;
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Before the browser paints: the dialog is never seen outside the top layer.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!element.open) element.showModal();
    (focusTarget(initialFocusRef?.current) ?? focusTarget(panel.current) ?? panel.current)?.focus();

    // Escape: the parent decides. A browser may close the dialog itself anyway (a second Escape
    // with no click between); the parent hears of that too, so it never renders a closed dialog.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onClosed = () => close.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      if (element.open) element.close();
      document.body.style.overflow = overflow;
      // The opener may have been re-rendered away; only give focus back when it is still there.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  // In the body, not where the opener sits: the styles of the opener's container (a header's
  // links, a card's text) must not reach into the dialog.
  return createPortal(
    <dialog
      ref={dialog}
      // Always opened with showModal(): said outright too, for tools that only read attributes.
      aria-modal="true"
      aria-labelledby={'labelledBy' in props ? props.labelledBy : titleId}
      className={backdropClassName}
      style={UNBOXED}
      onMouseDown={(event) => {
        // The dialog itself, not the panel in it: the area around the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} tabIndex={-1} className={className}>
        {header && (
          <div className={header.className}>
            <h2 id={titleId}>{header.title}</h2>
            <button
              ref={header.closeRef}
              type="button"
              className={header.closeClassName}
              aria-label={header.closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
