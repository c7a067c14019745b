import type { ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
}

/** The form's submit button; disabled with a spinner while its request runs. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="account-button" disabled={busy} aria-busy={busy}>
      {busy && <span className="account-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
