import { useId, type ComponentProps, type ReactNode } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
};

/** A labelled input; the label is the accessible name tests and screen readers use. */
export function Field({ label, hint, className = '', ...input }: InputProps) {
  const id = useId();
  const checkbox = input.type === 'checkbox';
  return (
    <div className={`admin-field ${checkbox ? 'admin-field-check' : ''} ${className}`}>
      {checkbox && <input id={id} {...input} />}
      <label htmlFor={id}>{label}</label>
      {!checkbox && <input id={id} {...input} />}
      {hint}
    </div>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: string };

export function TextAreaField({ label, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} {...textarea} />
    </div>
  );
}

export type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  options: { value: string; label: string }[];
};

export function SelectField({ label, options, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Input attributes of the number kinds the admin forms use. */
export const MONEY = { type: 'number', min: 0, step: '0.01' } as const;
export const COUNT = { type: 'number', min: 0, step: 1 } as const;
export const PERCENT = { type: 'number', min: 0, max: 100 } as const;
