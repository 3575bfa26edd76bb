import { useQuery } from '@tanstack/react-query';
import { useParams, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { CommandPalette, type PaletteGroup } from '@/components/command-palette/command-palette';
import { matchesWords } from '@/components/command-palette/match-words';
import type { PaletteProps } from '@/components/shell/app-shell';
import { organizationQueries } from '@/features/organizations/api/organization-queries';
import { personOf, useSession } from '@/lib/session';
import { useDebounced } from '@/lib/use-debounced';
import { ActionDialogs } from './action-dialogs';
import { usePaletteActions } from './palette-actions';
import { useEditableSpaces, usePlaceSources } from './place-sources';
import { placeItems, recentPlaces, rememberPlace, type Place } from './recent-places';

/*
 * The glue between the shell's command palette and the features: what it finds and runs. The
 * layout route loads this file when the palette is first opened, so none of it (nor the feature
 * queries it reads) is in the JS of the first page.
 */

/** How long typing pauses before the API is searched. */
const debounceMs = 200;

/**
 * The command palette of the signed-in console (the shell's `palette`); the default export, for
 * `lazy()`.
 */
export default function AppCommandPalette(props: PaletteProps) {
  const { orgId } = useParams({ strict: false });
  const person = personOf(useSession()) ?? '';
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed, debounceMs);
  // Each opening starts from an empty field, which offers the recent places.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (wasOpen !== props.open) {
    setWasOpen(props.open);
    if (props.open) setTyped('');
  }
  const org = useQuery({ ...organizationQueries.detail(orgId ?? ''), enabled: Boolean(orgId) });
  const permissions = org.data?.permissions;
  const places = usePlaceSources({ open: props.open, orgId, permissions, typed, term });
  const editableSpaces = useEditableSpaces(orgId, props.open);
  const { actions, dialog, closeDialog } = usePaletteActions({
    open: props.open,
    orgId,
    permissions,
    canOpenChangeRequest: editableSpaces.length > 0,
    onShowShortcuts: props.onShowShortcuts,
  });

  const open = (place: Place) => {
    rememberPlace(person, place);
    void router.navigate({ to: place.to, params: place.params, search: place.search });
  };
  const typing = typed.trim() !== '';
  const groups: PaletteGroup[] = typing
    ? [
        { label: 'Actions', items: actions.filter((item) => matchesWords(item.label, typed)) },
        ...places.groups.map((group) => ({
          label: group.label,
          items: placeItems(group.places, open),
        })),
      ]
    : [
        { label: 'Recent', items: placeItems(props.open ? recentPlaces(person) : [], open) },
        { label: 'Actions', items: actions },
      ];

  return (
    <>
      <CommandPalette
        open={props.open}
        onOpenChange={props.onOpenChange}
        query={typed}
        onQueryChange={setTyped}
        groups={groups}
        searching={places.searching}
      />
      {orgId && dialog ? (
        <ActionDialogs
          dialog={dialog}
          orgId={orgId}
          editableSpaces={editableSpaces}
          onClose={closeDialog}
        />
      ) : null}
    </>
  );
}
