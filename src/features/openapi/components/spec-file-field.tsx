import { Field } from '@/components/ui/field';
import { readSpecFile, type SpecFile } from '../spec-form';

/**
 * The OpenAPI document as a file, instead of its address: a labelled file input whose problem
 * (unreadable, too big, not OpenAPI) shows next to it and is read with it.
 */
export function SpecFileField(props: {
  error: string | undefined;
  onChange: (file: SpecFile | undefined) => void;
}) {
  return (
    <Field
      label="Or upload a file"
      hint="An OpenAPI document in YAML or JSON, instead of its address. It is kept as uploaded: a new upload replaces it."
      error={props.error}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return props.onChange(undefined);
            void readSpecFile(file).then(props.onChange);
          }}
        />
      )}
    </Field>
  );
}
