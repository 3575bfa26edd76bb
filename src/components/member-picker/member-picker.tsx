import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberPickerQueries, type Member } from './member-queries';
import { Chip, Chips } from '@/components/ui/chips';
import { MemberSearch } from './member-search';
import styles from './member-picker.module.css';

/** A member's name, looked up by id; the id itself until (or unless) the lookup answers. */
export function useMemberName(organizationId: string, userId: string): string {
  const member = useQuery({
    ...memberPickerQueries.detail(organizationId, userId),
    enabled: userId !== '',
  });
  return member.data?.user.displayName ?? userId;
}

function PickedMember(props: {
  organizationId: string;
  userId: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const name = useMemberName(props.organizationId, props.userId);
  return <Chip name={name} disabled={props.disabled} onRemove={props.onRemove} />;
}

/**
 * People picked from the organization's members by name: the picked ones as chips with a
 * remove button each, and a search to add more. The value is a list of member ids.
 */
export function MemberPicker(props: {
  organizationId: string;
  /** What the people are for, e.g. "Reviewers for rule 1". */
  label: string;
  hint?: ReactNode;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  refusal?: (member: Member) => string | undefined;
  disabled: boolean;
}) {
  const { selected } = props;
  return (
    <div className={styles.picker}>
      {selected.length > 0 ? (
        <Chips label={props.label}>
          {selected.map((userId) => (
            <PickedMember
              key={userId}
              organizationId={props.organizationId}
              userId={userId}
              disabled={props.disabled}
              onRemove={() => props.onChange(selected.filter((id) => id !== userId))}
            />
          ))}
        </Chips>
      ) : null}
      <MemberSearch
        organizationId={props.organizationId}
        label={`Add to ${props.label.charAt(0).toLowerCase()}${props.label.slice(1)}`}
        hint={props.hint}
        disabled={props.disabled}
        exclude={selected}
        {...(props.refusal ? { refusal: props.refusal } : {})}
        onPick={(member) => props.onChange([...selected, member.id])}
      />
    </div>
  );
}
