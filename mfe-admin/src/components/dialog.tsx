import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@shop/contracts/react';
import './dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A modal dialog: focus moves in on open, stays inside, and goes back where it was on close. */
export function Dialog({ title, onClose, children, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className={`admin-dialog admin-dialog-${size}`}
      backdropClassName="admin-dialog-backdrop"
      initialFocusRef={body}
    >
      <div className="admin-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="admin-icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div ref={body} className="admin-dialog-body">
        {children}
      </div>
    </Modal>
  );
}
