import type { LinkProps } from '@tanstack/react-router';
import type { PaletteItem } from '@/components/command-palette/command-palette';

/** A page the palette opens: what it is, and the route, params and search that show it. */
export interface Place {
  kind: string;
  label: string;
  detail?: string | undefined;
  to: NonNullable<LinkProps['to']>;
  params: Record<string, string>;
  search?: Record<string, string>;
}

/** How many places the empty palette offers first. */
const kept = 6;

const storageKey = (person: string) => `folio.palette.recent.${person}`;
const placeKey = (place: Place) => JSON.stringify([place.to, place.params, place.search]);

function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['kind'] === 'string' &&
    typeof v['label'] === 'string' &&
    typeof v['to'] === 'string' &&
    typeof v['params'] === 'object' &&
    v['params'] !== null
  );
}

/**
 * The places this person last opened from the palette, newest first. Kept in localStorage by
 * person (the same browser may be several demo people or servers), so they survive a reload.
 */
export function recentPlaces(person: string): Place[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(person)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPlace).slice(0, kept) : [];
  } catch {
    return [];
  }
}

export function rememberPlace(person: string, place: Place): void {
  const others = recentPlaces(person).filter((known) => placeKey(known) !== placeKey(place));
  try {
    window.localStorage.setItem(
      storageKey(person),
      JSON.stringify([place, ...others].slice(0, kept)),
    );
  } catch {
    // Without storage the palette simply offers no recent places.
  }
}

/** The palette's results for places; choosing one calls `open`. */
export function placeItems(places: readonly Place[], open: (place: Place) => void): PaletteItem[] {
  return places.map((place) => ({
    id: `${place.kind} ${placeKey(place)}`,
    kind: place.kind,
    label: place.label,
    detail: place.detail,
    run: () => open(place),
  }));
}
