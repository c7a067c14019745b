import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '@shop/contracts/react/dialog';
import './catalog.css';

export interface ModalProps {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus moves in, stays in while it is open, and returns to the opener on close. */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useDialogFocus(true, dialogRef, dialogRef, onClose);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div
      className="catalog-modal__backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="catalog-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="catalog-modal__close"
          aria-label={t('dialog.close')}
          onClick={onClose}
        >
          ×
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
