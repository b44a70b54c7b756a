import { useState, type ChangeEvent } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextFieldName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A form's values, kept as one object, and what binds a field component to one of them:
 * `<TextField label="Title" {...field("title")} />` gets the value, the change handler and the
 * field's error from `errors`, so each control names its field once.
 */
export function useFormValues<V extends object>(initial: V | (() => V), errors: Partial<Record<string, string>>) {
  const [values, setValues] = useState<V>(initial);
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));
  const field = <K extends TextFieldName<V>>(name: K) => ({
    value: values[name] as string,
    error: errors[name as string],
    // A select offers only the field's own values, so what it reports is of the field's type.
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value as V[K]),
  });
  return { values, setValues, set, field };
}
