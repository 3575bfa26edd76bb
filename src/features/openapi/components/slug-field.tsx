import { TextField } from '@/components/ui/text-field';
import { normalizeSlug } from '../spec-form';

/**
 * The slug input: lower-cased as it is typed (the platform keeps slugs in lower case) and
 * checked as it is typed, since the rule is easy to miss and the input short.
 */
export function SlugField(props: {
  value: string;
  error: string | undefined;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const example = props.value && !props.error ? props.value : 'payments-api';
  return (
    <TextField
      label="Slug"
      hint={`Letters, digits and hyphens, in lower case. It names the specification in its address: …/openapi/${example}`}
      value={props.value}
      onChange={(typed) => props.onChange(normalizeSlug(typed))}
      onBlur={props.onBlur}
      error={props.touched ? props.error : undefined}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus
    />
  );
}
