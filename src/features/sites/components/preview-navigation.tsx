import type { components } from '@/api/schema.gen';

type StructureItem = components['schemas']['SiteStructureItem'];
type SiteSpaceItem = components['schemas']['SiteSpace'];

/** The site spaces of a structure in reading order. */
export function siteSpacesOf(items: readonly StructureItem[]): SiteSpaceItem[] {
  return items.flatMap((item) =>
    item.object === 'site-space'
      ? [item]
      : item.object === 'site-section'
        ? item.siteSpaces
        : siteSpacesOf(item.children),
  );
}

/** The visitor's sidebar: groups and sections as headings, site spaces to pick. */
export function PreviewNavigation(props: {
  items: readonly StructureItem[];
  currentId: string | undefined;
  onPick: (id: string) => void;
}) {
  return (
    <ul>
      {props.items.map((item) => (
        <li key={item.id}>
          {item.object === 'site-space' ? (
            <button
              type="button"
              className="site-preview-nav-item"
              aria-current={item.id === props.currentId ? 'page' : undefined}
              onClick={() => props.onPick(item.id)}
            >
              {item.title}
              {item.default ? ' (home)' : ''}
            </button>
          ) : (
            <>
              <span className="site-preview-nav-heading">
                {item.title}
                {item.object === 'site-section' && item.default ? ' (home)' : ''}
              </span>
              <PreviewNavigation
                items={item.object === 'site-section' ? item.siteSpaces : item.children}
                currentId={props.currentId}
                onPick={props.onPick}
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
