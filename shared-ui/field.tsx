import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** The visible label, the control's accessible name (a required one is marked `*`). */
  label: string;
  /** The app's class prefix: `<prefix>-field`, `-label`, `-input`, `-error`, `-field-check`. */
  prefix: string;
  /** A select of these options; `rows` a text area; an input otherwise. */
  options?: readonly { value: string; label: string }[];
  rows?: number;
  /** The translated message to show (useForm's `error(name)`); it also marks the control invalid. */
  error?: string;
  /** Shown below the control. */
  hint?: ReactNode;
  /** Ids of more descriptions (a strength meter). */
  describedBy?: string;
  ref?: Ref<Control>;
}

/**
 * The one form field of every app: a labelled input, select or text area (a checkbox before its
 * label), its hint, and its message in a live region tied to it (aria-invalid,
 * aria-describedby). Bind it to a useForm form with `{...field(name)} error={error(name)}`.
 */
export function Field({
  label,
  prefix,
  options,
  rows,
  error,
  hint,
  describedBy,
  className,
  id,
  ref,
  ...rest
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const check = rest.type === 'checkbox';
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  const props = {
    ...rest,
    id: controlId,
    ref: ref as Ref<never>,
    className: check ? undefined : `${prefix}-input`,
    'aria-invalid': error ? true : rest['aria-invalid'],
    'aria-describedby': described || undefined,
  };
  const control = options ? (
    <select {...(props as InputHTMLAttributes<HTMLSelectElement>)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ) : rows ? (
    <textarea rows={rows} {...(props as InputHTMLAttributes<HTMLTextAreaElement>)} />
  ) : (
    <input {...props} />
  );
  return (
    <div
      className={[`${prefix}-field`, check && `${prefix}-field-check`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {check && control}
      <label htmlFor={controlId} className={`${prefix}-label`}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {!check && control}
      {hint}
      {!check && (
        <p id={errorId} className={`${prefix}-error`} aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}
