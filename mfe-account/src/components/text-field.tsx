import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated message to show, if any; it also marks the input invalid. */
  error?: string;
  /** Ids of more descriptions (a strength meter, a hint). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose message is tied to it for assistive technology. The message sits in a
 * live region that is on the page from the start, so a message that appears is announced.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  describedBy,
  inputRef,
  id,
  ...inputProps
}: TextFieldProps) {
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
        ref={inputRef}
        id={inputId}
        className="account-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <p id={errorId} className="account-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
