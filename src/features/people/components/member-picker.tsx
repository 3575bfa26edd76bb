import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Chip, Chips } from '@/components/ui/chips';
import { useFieldContext, useShownError } from '@/components/form/form-hook';
import { describedByOf, FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { stepActiveOption } from '@/components/ui/option-keys';
import { errorMessage } from '@/lib/api-error';
import { cx } from '@/lib/class-names';
import { memberQueries } from '../api/member-queries';
import {
  isEntryList,
  matchEntries,
  pickedMember,
  splitEntries,
  type PickedMember,
} from '../member-entries';
import { Person } from './person';
import styles from './member-picker.module.css';

/** How long typing pauses before suggestions are asked for. */
const settleMs = 200;

function names(members: readonly PickedMember[]): string {
  return members.map((member) => member.displayName).join(', ');
}

/**
 * Chooses members of the organization, as a field of a form (inside `form.AppField`, its value
 * the chosen members): type a name or an email to get suggestions (a combobox), or paste a list
 * of emails (commas, spaces or lines between them) to add them all at once. What matches
 * nobody is said under the field and stays in the box to be corrected. The chosen show as
 * chips, each with a button to remove it.
 */
export function MemberPickerField(props: {
  orgId: string;
  label: string;
  hint: string;
  /** Members who cannot be chosen (already in the team), by id. */
  exclude?: ReadonlySet<string>;
  autoFocus?: boolean;
}) {
  const field = useFieldContext<PickedMember[]>();
  const error = useShownError();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unmatched, setUnmatched] = useState<string>();
  const [skipped, setSkipped] = useState<string>();
  const chosen = field.state.value;

  useEffect(() => {
    const next = isEntryList(text) ? '' : text.trim();
    const timer = setTimeout(() => setSearch(next), settleMs);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useQuery(memberQueries.suggestions(props.orgId, search));
  const chosenIds = new Set(chosen.map((member) => member.id));
  const options = (suggestions.data?.items ?? [])
    .filter((member) => !chosenIds.has(member.id) && !props.exclude?.has(member.id))
    .map(pickedMember);
  const listShown = open && search !== '' && suggestions.isSuccess;

  const add = (members: readonly PickedMember[]) =>
    field.handleChange((current) => [
      ...current,
      ...members.filter((member) => !current.some((c) => c.id === member.id)),
    ]);

  const pick = (member: PickedMember) => {
    add([member]);
    setText('');
    setSearch('');
    setActive(-1);
    setUnmatched(undefined);
  };

  /** Adds every member a list names; says which entries match nobody and keeps them in the box. */
  const addList = async (list: string) => {
    setUnmatched(undefined);
    setSkipped(undefined);
    try {
      const directory = await queryClient.fetchQuery(memberQueries.directory(props.orgId));
      const { found, unmatched: nobody } = matchEntries(splitEntries(list), directory);
      const already = found.filter((member) => props.exclude?.has(member.id));
      add(found.filter((member) => !props.exclude?.has(member.id)));
      setText(nobody.join(', '));
      setSearch('');
      if (nobody.length > 0)
        setUnmatched(
          `${nobody.length === 1 ? 'This matches' : 'These match'} no member of the organization: ${nobody.join(', ')}.`,
        );
      if (already.length > 0) setSkipped(`Already in the team: ${names(already)}.`);
    } catch (failure) {
      setUnmatched(errorMessage(failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (stepActiveOption(event, options.length, setOpen, setActive)) return;
    if (event.key === 'Enter') {
      // Enter chooses; it never submits the form from here.
      event.preventDefault();
      const option = options[active];
      if (listShown && option) pick(option);
      else if (isEntryList(text)) void addList(text);
      else if (listShown && options.length === 1 && options[0]) pick(options[0]);
    } else if (event.key === 'Escape' && listShown) {
      setOpen(false);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (splitEntries(pasted).length < 2 && !/[,;\n]/.test(pasted.trim())) return;
    event.preventDefault();
    void addList(pasted);
  };

  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const describedBy = describedByOf(
    `${id}-hint`,
    unmatched && `${id}-unmatched`,
    error && `${id}-error`,
  );
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {props.label}
      </label>
      <div>
        <input
          id={inputId}
          role="combobox"
          autoComplete="off"
          autoFocus={props.autoFocus}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error || unmatched)}
          className={formStyles.control}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            field.handleBlur();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {listShown ? (
          <ul id={listId} role="listbox" aria-label={props.label} className={styles.listbox}>
            {options.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled="true" className={styles.none}>
                No other member matches “{search}”.
              </li>
            ) : (
              options.map((member, index) => (
                <li
                  key={member.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cx(styles.option, index === active && styles.active)}
                  // Keep the focus in the box: a click chooses without blurring it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(member)}
                >
                  <Person user={member} />
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {props.hint}
      </p>
      <FieldError id={`${id}-unmatched`} message={unmatched} />
      {skipped ? <p className={formStyles.hint}>{skipped}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
      {chosen.length > 0 ? (
        <div className={styles.chosen}>
          <Chips label={`Chosen: ${chosen.length}`}>
            {chosen.map((member) => (
              <Chip
                key={member.id}
                name={member.displayName}
                title={member.email}
                onRemove={() =>
                  field.handleChange((current) => current.filter((c) => c.id !== member.id))
                }
              />
            ))}
          </Chips>
        </div>
      ) : null}
    </div>
  );
}
