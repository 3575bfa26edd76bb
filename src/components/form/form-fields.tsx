import type { AnyFieldApi } from '@tanstack/react-form';
import type { ComponentProps, ReactNode } from 'react';
import type { SelectField } from '@/components/ui/select-field';
import type { SwitchField } from '@/components/ui/switch-field';
import type { TextAreaField } from '@/components/ui/text-area-field';
import type { TextField } from '@/components/ui/text-field';
import {
  BoundSelectField,
  BoundSwitchField,
  BoundTextAreaField,
  BoundTextField,
  fieldContext,
  type Bound,
} from './form-hook';

/**
 * A field's check, as `validators.onChange` takes it: `validateWith(rule)` or any function of
 * the field's value that returns its problem.
 */
// `never` takes a check of any value type; TanStack Form hands each check its own field's value.
type FieldCheck = (field: { value: never }) => string | undefined;

interface Named<TName extends string> {
  name: TName;
  check?: FieldCheck;
  /** Runs after each change by the person, such as emptying a field whose choices depend on it. */
  afterChange?: (value: never) => void;
}

/** One field of a form, described instead of written out: its kind and its control's props. */
export type FieldSpec<TName extends string = string> = Named<TName> &
  (
    | ({ kind: 'text' } & Bound<ComponentProps<typeof TextField>>)
    | ({ kind: 'textarea' } & Bound<ComponentProps<typeof TextAreaField>>)
    | ({ kind: 'select' } & Bound<ComponentProps<typeof SelectField<string | number>>>)
    | ({ kind: 'switch' } & Bound<ComponentProps<typeof SwitchField>>)
    /** A control of its own (merge rules, a certificate), which reads its field from context. */
    | { kind: 'custom'; render: () => ReactNode }
  );

/** The form of `useContractForm`, as far as its field names go. */
export interface FieldHost<TValues> {
  state: { values: TValues };
}

/** What the list uses of the form: its `Field`, by name. */
type FieldByName = (props: {
  name: string;
  validators?: { onChange: FieldCheck };
  listeners?: { onChange: (event: { value: never }) => void };
  children: (field: AnyFieldApi) => ReactNode;
}) => ReactNode;

/**
 * Fields of a form from a list, in order: `<FormFields form={form} fields={[{ kind: 'text',
 * name: 'title', label: 'Title', check: validateWith(rules.title) }, …]} />`. Each gets its
 * shared control bound to the form (value, change, blur, the shown error) and its check on
 * every change; the names are checked against the form's values. A field with a control of its
 * own is a `custom` entry whose `render` reads the field with `useFieldContext`.
 */
export function FormFields<TValues extends object>(props: {
  form: FieldHost<TValues>;
  fields: readonly FieldSpec<keyof TValues & string>[];
}) {
  // The form's own type carries a dozen type parameters; what the list needs of it is its
  // `Field` by name, which the names above already tie to the form's values.
  const { Field } = props.form as unknown as { Field: FieldByName };
  return props.fields.map(({ name, check, afterChange, ...spec }) => (
    <Field
      key={name}
      name={name}
      {...(check ? { validators: { onChange: check } } : {})}
      {...(afterChange ? { listeners: { onChange: ({ value }) => afterChange(value) } } : {})}
    >
      {(field) => (
        <fieldContext.Provider value={field}>
          <SpecControl {...spec} />
        </fieldContext.Provider>
      )}
    </Field>
  ));
}

/** The bound control of each kind. */
const controls = {
  text: BoundTextField,
  textarea: BoundTextAreaField,
  select: BoundSelectField,
  switch: BoundSwitchField,
};

/** One kind's control props: `FieldSpec` without what `FormFields` binds, kind by kind. */
type ControlSpec = FieldSpec extends infer S
  ? S extends unknown
    ? Omit<S, 'name' | 'check' | 'afterChange'>
    : never
  : never;

function SpecControl(props: ControlSpec) {
  if (props.kind === 'custom') return props.render();
  const { kind, ...control } = props;
  // Each kind's props are those of its control (FieldSpec pairs them), which a lookup loses.
  const Control = controls[kind] as (props: object) => ReactNode;
  return <Control {...control} />;
}
