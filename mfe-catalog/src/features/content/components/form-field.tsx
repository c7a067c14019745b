import { useId, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'onBlur'
> {
  label: string;
  name: string;
  multiline?: boolean;
  rows?: number;
  /** Bound by useForm's `field(name)`, on the input or the textarea alike. */
  onChange?: (event: ChangeEvent<Control>) => void;
  onBlur?: () => void;
  ref?: (element: Control | null) => void;
}

/** The translated text for the browser's own constraint check (native validation is kept). */
function useValidityMessage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (control: Control): string => {
    const { validity } = control;
    if (validity.valueMissing) return t('validation.required');
    if (validity.typeMismatch && control.type === 'email')
      return t('validation.invalidEmailFormat');
    if (validity.typeMismatch && control.type === 'url') return t('validation.invalidUrl');
    return '';
  };
}

/** A labelled input (or textarea) whose validation messages speak the visitor's language. */
export function FormField({
  label,
  name,
  multiline,
  rows = 5,
  className,
  ...rest
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [error, setError] = useState('');
  const messageFor = useValidityMessage();

  const onInvalid = (event: FormEvent<Control>) => {
    const control = event.currentTarget;
    control.setCustomValidity('');
    const message = messageFor(control);
    control.setCustomValidity(message);
    setError(message || control.validationMessage);
  };
  const onInput = (event: FormEvent<Control>) => {
    event.currentTarget.setCustomValidity('');
    setError('');
  };
  const shared = {
    id,
    name,
    onInvalid,
    onInput,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'catalog-content-input',
  } as const;

  return (
    <div className={['catalog-content-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="catalog-content-label">
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          required={rest.required}
          placeholder={rest.placeholder}
          value={rest.value}
          onChange={rest.onChange}
          onBlur={rest.onBlur}
          ref={rest.ref}
        />
      ) : (
        <input {...rest} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="catalog-content-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
