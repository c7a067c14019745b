import { useState } from 'react';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type FlagKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/** A form's values with binders for text inputs and checkboxes. */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: TextKeys<V>) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
  });
  const flag = (key: FlagKeys<V>) => ({
    type: 'checkbox',
    checked: values[key] as boolean,
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked as V[typeof key]),
  });
  return { values, set, text, flag, reset: () => setValues(initial) };
}
