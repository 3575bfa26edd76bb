import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { stepActiveOption } from '@/components/ui/option-keys';
import { cx } from '@/lib/class-names';
import { roleLabel } from '@/lib/roles';
import fieldStyles from '@/components/ui/field.module.css';
import { memberPickerQueries, type Member } from './member-queries';
import styles from './member-picker.module.css';

/** Waits this long after the last key press before searching. */
const searchDelayMs = 200;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

export function memberRole(member: Member): string {
  return member.role === null ? 'Guest' : roleLabel(member.role);
}

/** Only admins, creators and reviewers review; the backend refuses anyone else as a reviewer. */
export function reviewerRefusal(member: Member): string | undefined {
  if (member.disabled) return 'Disabled: cannot review';
  if (member.role === 'admin' || member.role === 'create' || member.role === 'review')
    return undefined;
  return `Cannot review (role ${member.role ?? 'guest'})`;
}

/**
 * A combobox that finds members of the organization by name or email and hands back the one
 * picked (arrows and Enter, or a click). `refusal` says why someone cannot be picked; they are
 * listed with the reason but not chosen. `exclude` leaves out people already picked.
 */
export function MemberSearch(props: {
  organizationId: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  exclude?: readonly string[];
  refusal?: (member: Member) => string | undefined;
  onPick: (member: Member) => void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim());
  const listId = useId();
  const results = useQuery({
    ...memberPickerQueries.search(props.organizationId, search),
    enabled: open && !props.disabled,
    // The list stays while a longer search loads, rather than flashing empty at each key.
    placeholderData: keepPreviousData,
  });
  const members = (results.data?.items ?? []).filter(
    (member) => !(props.exclude ?? []).includes(member.id),
  );
  const refusalOf = (member: Member) => props.refusal?.(member);
  const pick = (member: Member | undefined) => {
    if (!member || refusalOf(member)) return;
    props.onPick(member);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (stepActiveOption(event, members.length, setOpen, setActive)) return;
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(members[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const status = !open
    ? ''
    : results.isError
      ? 'Could not search the members.'
      : results.isPending || search !== text.trim()
        ? 'Searching…'
        : members.length === 0
          ? `No member matches “${text.trim()}”.`
          : '';
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && members.length > 0;
  return (
    <div className={styles.search}>
      <Field label={props.label} hint={props.hint}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            autoComplete="off"
            placeholder="Type a name or an email"
            disabled={props.disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <ul
        id={listId}
        role="listbox"
        aria-label={`Suggestions for ${props.label.toLowerCase()}`}
        hidden={!expanded}
        className={styles.listbox}
      >
        {members.map((member, index) => {
          const refusal = refusalOf(member);
          return (
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-disabled={refusal ? true : undefined}
              className={cx(styles.option, index === active && styles.active)}
              // Keeps focus in the input, so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
            >
              <span className={styles.name}>{member.user.displayName}</span>
              <span className={styles.detail}>
                {refusal ?? `${member.user.email} · ${memberRole(member)}`}
              </span>
            </li>
          );
        })}
      </ul>
      <p role="status" className={status ? styles.status : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
