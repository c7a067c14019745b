import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate, type Errors, type MessageCode } from '@shop/contracts';

export type Rules<K extends string> = Record<K, (value: string) => MessageCode | null>;
/** A rule across fields (a confirmation that must match): translation keys by field. */
export type CrossCheck<K extends string> = (
  values: Record<K, string>,
) => Partial<Record<K, string>>;

/**
 * Form values checked by contract rules on every change. Every field starts invalid (spec
 * section 5), but a message only shows once the field was left or a submit was tried, so a
 * fresh form does not greet the visitor with errors.
 */
export function useForm<K extends string>(
  rules: Rules<K>,
  initial: Record<K, string>,
  crossCheck?: CrossCheck<K>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  // Translation keys by field: the contract's codes first, then the cross-field rule.
  const errors = useMemo(() => {
    const keys: Partial<Record<K, string>> = { ...crossCheck?.(values) };
    const codes: Errors<K> = validate(rules, values);
    for (const name of Object.keys(codes) as K[]) keys[name] = `validation.${codes[name]}`;
    return keys;
  }, [rules, values, crossCheck]);

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  /** The props a TextField needs for one field, its message already translated. */
  const field = (name: K) => {
    const key: string | undefined = submitted || touched[name] ? errors[name] : undefined;
    return {
      value: values[name],
      onChange: (value: string) => setValue(name, value),
      onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      error: key ? t(key) : undefined,
    };
  };

  /** Shows every message; answers whether the form may be sent, else focuses the first error. */
  const trySubmit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length === 0) return true;
    const first = (Object.keys(rules) as K[]).find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
    return false;
  };

  return { values, errors, setValue, field, trySubmit };
}
