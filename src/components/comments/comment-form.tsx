import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorMessage } from '@/lib/api-error';
import styles from './comment-form.module.css';

/**
 * Writes a comment, a reply or an edit. Empty text is refused before sending; a refusal keeps
 * what was typed and shows why under the field.
 */
export function CommentForm(props: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (markdown: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(props.initial ?? '');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!text.trim()) {
      setError('Write something first.');
      return;
    }
    setPending(true);
    try {
      await props.onSubmit(text);
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label={props.label}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        disabled={pending}
      />
      <div className={styles.tools}>
        <Button type="submit" variant="primary" size="small" disabled={pending}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button size="small" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
