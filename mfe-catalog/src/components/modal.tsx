import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal as SharedModal } from '@shop/ui';
import './catalog.css';

export interface ModalProps {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: focus moves in, stays in while it is open, and returns to the opener on close. */
export function Modal({ labelledBy, onClose, children }: ModalProps) {
  const { t } = useTranslation();

  return (
    <SharedModal
      labelledBy={labelledBy}
      onClose={onClose}
      className="catalog-modal"
      backdropClassName="catalog-modal__backdrop"
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
    </SharedModal>
  );
}
