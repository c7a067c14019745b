import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './use-dialog-focus';

export interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  /** The panel's and the backdrop's classes (the app's own styles). */
  className: string;
  backdropClassName: string;
  /** Where focus goes on open, or the first focusable inside it; by default the panel's first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The one modal dialog of every app, drawn over the page in a portal: `role="dialog"` with
 * `aria-modal`, the focus handling of `useDialogFocus` (in, trapped, Escape, back to the opener)
 * and a click on the backdrop closes it.
 */
export function Modal({
  labelledBy,
  onClose,
  className,
  backdropClassName,
  initialFocusRef,
  children,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(true, panel, initialFocusRef ?? panel, onClose);
  return createPortal(
    <div
      className={backdropClassName}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={className}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
