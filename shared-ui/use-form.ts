import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '@shop/contracts';

/** The fields of a form that hold text (inputs, selects, text areas). */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The fields of a form that hold a yes/no (checkboxes). */
export type FlagKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** A contract rule per text field (`loginRules`, `checkoutRules`…): a message code, or null. */
export type FormRules<V> = { [K in TextKeys<V>]?: (value: string) => MessageCode | null };

export interface FormOptions<V> {
  rules?: FormRules<V>;
  /** A rule across fields (a confirmation that must match): translation keys by field. */
  crossCheck?: (values: V) => Partial<Record<TextKeys<V>, string>>;
  /**
   * When a field's message shows: once the field was left (the default), or from its first
   * change. Either way every message shows after a submit was tried.
   */
  showErrors?: 'blur' | 'change';
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The one form state of every app: values, validation by the contract's rules on every change,
 * and the props that bind a native control. A fresh form does not greet the visitor with
 * errors: a field's message shows once it was left (or changed, with `showErrors: 'change'`) or
 * after a submit was tried, and `trySubmit` then moves the focus to the first wrong field.
 * Messages are translation keys `validation.<code>` of the app's namespace.
 */
export function useForm<V extends object>(
  initial: V | (() => V),
  { rules = {}, crossCheck, showErrors = 'blur' }: FormOptions<V> = {},
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const controls = useRef<Partial<Record<keyof V, Control | null>>>({});
  const ruled = Object.keys(rules) as TextKeys<V>[];

  // Translation keys by field: the cross-field rule, then the contract's codes over it.
  const errors: Partial<Record<TextKeys<V>, string>> = { ...crossCheck?.(values) };
  for (const name of ruled) {
    const code = rules[name]?.(values[name] as string);
    if (code) errors[name] = `validation.${code}`;
  }
  const valid = Object.keys(errors).length === 0;

  const touch = useCallback((name: keyof V) => {
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      if (showErrors === 'change') touch(name);
    },
    [showErrors, touch],
  );

  /**
   * Fills the text fields still empty (what the shop already knows, arriving late). Not a field
   * the shopper is in, nor one that shows text of the shopper's (typed while the page loaded,
   * which the form takes instead): their text is never replaced, or typed into the middle of.
   */
  const fill = useCallback((known: Partial<V>) => {
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(known) as [keyof V, V[keyof V]][]) {
        const control = controls.current[name];
        if (control?.value) next[name] = control.value as V[keyof V];
        else if (value && !current[name] && control !== document.activeElement) next[name] = value;
      }
      return next;
    });
  }, []);

  /** The field's translated message, once it is due. */
  const error = (name: TextKeys<V>): string | undefined => {
    const key: string | undefined = submitted || touched[name] ? errors[name] : undefined;
    return key ? t(key) : undefined;
  };

  /** The props of a native text control (input, select, text area) bound to one field. */
  const field = (name: TextKeys<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as V[typeof name]),
    onBlur: () => touch(name),
    ref: (element: Control | null) => {
      controls.current[name] = element;
      // Typed into a field of the server's markup before the page was hydrated: React keeps
      // the text on screen but not in the state, so the field adopts it.
      if (element && !(element instanceof HTMLSelectElement) && element.value !== values[name])
        set(name, element.value as V[typeof name]);
    },
    'aria-invalid': error(name) ? true : undefined,
  });

  /** The props of the UI kit's `Field` bound to one field: the control's, and its message. */
  const bind = (name: TextKeys<V>) => ({ ...field(name), error: error(name) });

  /** The props of a checkbox bound to one field. */
  const flag = (name: FlagKeys<V>) => ({
    name,
    type: 'checkbox' as const,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(name, event.target.checked as V[typeof name]),
  });

  /** Shows every message; answers whether the form may be sent, else focuses the first error. */
  const trySubmit = () => {
    setSubmitted(true);
    if (valid) return true;
    const first = ruled.find((name) => errors[name]) ?? (Object.keys(errors)[0] as keyof V);
    controls.current[first]?.focus();
    return false;
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
  };

  return { values, errors, valid, set, fill, error, field, bind, flag, trySubmit, reset };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
