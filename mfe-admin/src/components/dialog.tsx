import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** Tab and Shift+Tab wrap around inside the panel instead of leaving the dialog. */
function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement) {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A modal dialog: focus moves in on open, stays inside, and goes back where it was on close. */
export function Dialog({ title, onClose, children, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = body.current ? focusables(body.current)[0] : undefined;
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  }

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
