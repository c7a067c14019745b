import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@shop/ui';
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
  const body = useRef<HTMLDivElement>(null);

  return (
    <Modal
      onClose={onClose}
      className={`admin-dialog admin-dialog-${size}`}
      backdropClassName="admin-dialog-backdrop"
      header={{
        title,
        closeLabel: t('common.close'),
        className: 'admin-dialog-header',
        closeClassName: 'admin-icon-button',
      }}
      initialFocusRef={body}
    >
      <div ref={body} className="admin-dialog-body">
        {children}
      </div>
    </Modal>
  );
}
