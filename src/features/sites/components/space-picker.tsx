import { useMemo, useState, type ReactNode } from 'react';
import type { SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

/** A space of the organization as the structure's pickers offer it. */
export interface SpaceChoice {
  id: string;
  title: string;
  emoji?: string;
}

/** How many matching spaces the select lists; "Find a space" narrows a longer list. */
const shown = 100;

export const spaceLabel = (space: SpaceChoice) =>
  space.emoji ? `${space.emoji} ${space.title}` : space.title;

/**
 * The organization's spaces as a select's options, minus those already there (`exclude`), with
 * a "Find a space" box in front when there are many, so an organization of thousands of spaces
 * still gets a short list. `children` draws the select with the options.
 */
export function SpacePicker(props: {
  spaces: readonly SpaceChoice[];
  exclude?: ReadonlySet<string>;
  children: (options: SelectOption<string>[], none: boolean) => ReactNode;
}) {
  const [filter, setFilter] = useState('');
  const available = useMemo(
    () => props.spaces.filter((space) => !props.exclude?.has(space.id)),
    [props.spaces, props.exclude],
  );
  const options = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const matches = available.filter((space) => space.title.toLowerCase().includes(wanted));
    return [
      {
        value: '',
        label: matches.length === 0 ? 'No space matches' : 'Choose a space',
      },
      ...matches.slice(0, shown).map((space) => ({ value: space.id, label: spaceLabel(space) })),
    ];
  }, [available, filter]);
  return (
    <>
      {available.length > 12 ? (
        <TextField
          label="Find a space"
          type="search"
          hint={`${available.length} spaces can be added; type part of a title.`}
          value={filter}
          onChange={setFilter}
        />
      ) : null}
      {props.children(options, available.length === 0)}
    </>
  );
}
