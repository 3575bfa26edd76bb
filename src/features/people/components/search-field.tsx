import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formStyles } from '@/components/ui/form-styles';
import styles from './people-lists.module.css';

/** How long typing pauses before the list follows the search. */
const settleMs = 250;

/**
 * A list's search box whose words live in the URL: the list follows as the person types (after
 * a short pause) or at once on Enter; Back and Forward put the URL's words back in the box.
 */
export function SearchField(props: {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onSearch: (value: string) => void;
}) {
  const { value, onSearch } = props;
  const id = useId();
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    applied.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    const next = draft.trim();
    if (next === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = next;
      onSearch(next);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  return (
    <form
      role="search"
      aria-label={props.label}
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        applied.current = draft.trim();
        onSearch(draft.trim());
      }}
    >
      <label className={formStyles.label} htmlFor={id}>
        {props.label}
      </label>
      <span className={styles.searchBox}>
        <Search size={16} aria-hidden="true" className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          className={formStyles.control}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </span>
    </form>
  );
}
