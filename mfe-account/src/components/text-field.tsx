import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Form, TextKeys } from '@shop/ui';
import './form.css';

/** Binds to a useForm form (@shop/ui) with `{...bound(form, name)}`. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  value: string;
  /** The translated message to show, if any; it also marks the input invalid. */
  error?: string;
  /** Ids of more descriptions (a strength meter, a hint). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The props that bind a field to one value of the form, its message included. */
export const bound = <V extends object>(form: Form<V>, name: TextKeys<V>) => ({
  ...form.field(name),
  error: form.error(name),
});

/**
 * A labelled input whose message is tied to it for assistive technology. The message sits in a
 * live region that is on the page from the start, so a message that appears is announced.
 */
export function TextField({ label, error, describedBy, ref, id, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label className="account-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        className="account-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <p id={errorId} className="account-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The e-mail address of the account's forms. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return <TextField label={t('fields.email')} type="email" autoComplete="email" {...props} />;
}

/** A password: what is typed is hidden. */
export function PasswordField(props: TextFieldProps) {
  return <TextField type="password" {...props} />;
}
