import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';

/**
 * A one-line search whose applied value lives in the address: it is applied on submit, and
 * the box follows the address when it changes elsewhere (Clear, Back) without remounting, so
 * focus stays where it was.
 */
export function SearchBox(props: {
  /** The search landmark's name: "Search the catalog". */
  name: string;
  /** The box's own label, read by screen readers: "Search integrations". */
  label: string;
  placeholder: string;
  maxLength: number;
  applied: string | undefined;
  onApply: (value: string | undefined) => void;
  /** Offer a Clear button while a search is applied. */
  clearable?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(props.applied ?? '');
  const [shown, setShown] = useState(props.applied);
  if (shown !== props.applied) {
    setShown(props.applied);
    setText(props.applied ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(text.trim() || undefined);
  };
  return (
    <form role="search" aria-label={props.name} className={formStyles.inline} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        className={formStyles.control}
        placeholder={props.placeholder}
        value={text}
        maxLength={props.maxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
      {props.clearable && props.applied ? (
        <Button variant="ghost" onClick={() => props.onApply(undefined)}>
          Clear
        </Button>
      ) : null}
    </form>
  );
}
