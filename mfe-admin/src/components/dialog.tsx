import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '@shop/contracts/react/dialog';
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
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  const onKeyDown = useDialogFocus(true, panel, body, onClose);

  return createPortal(
    <div
      className="admin-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`admin-dialog admin-dialog-${size}`}
        onKeyDown={onKeyDown}
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
      </div>
    </div>,
    document.body,
  );
}
