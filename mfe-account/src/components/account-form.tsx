import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import './form.css';

export interface AccountFormProps {
  /** The form's state (useForm): a refused submit focuses the first wrong field. */
  form: { trySubmit: () => boolean };
  /**
   * Its request runs: the submit button shows a spinner and is aria-disabled (disabled would take
   * the keyboard's focus from it), and a submit does nothing.
   */
  busy: boolean;
  submitLabel: string;
  /** Sends the valid fields. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/** A form of the account pages: its fields, then Submit, which sends only valid fields. */
export function AccountForm({ form, busy, submitLabel, onSubmit, children }: AccountFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (form.trySubmit()) onSubmit();
    else toast(t('validation.invalidFormData'), 'error');
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {children}
      <button
        type="submit"
        className="account-button"
        aria-disabled={busy || undefined}
        aria-busy={busy}
      >
        {busy && <span className="account-spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
    </form>
  );
}
