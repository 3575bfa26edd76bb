import type {
  SiteSpace as SiteSpaceItem,
  SiteStructureItem as StructureItem,
} from '@/api/schema.gen';
import { cx } from '@/lib/class-names';
import type { SiteCustomization } from '../customization-view';
import styles from './preview-navigation.module.css';

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
  /** How the site marks the current page in its sidebar. */
  list: SiteCustomization['styling']['sidebar']['list'];
  currentId: string | undefined;
  onPick: (id: string) => void;
  className?: string;
}) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.id}>
          {item.object === 'site-space' ? (
            <button
              type="button"
              className={cx(styles.item, styles[props.list])}
              // The published site's own navigation, drawn as visitors see it: not console tabs.
              // eslint-disable-next-line screen-kit/no-hand-rolled-tabs
              aria-current={item.id === props.currentId ? 'page' : undefined}
              onClick={() => props.onPick(item.id)}
            >
              {item.title}
              {item.default ? ' (home)' : ''}
            </button>
          ) : (
            <>
              <span className={styles.heading}>
                {item.title}
                {item.object === 'site-section' && item.default ? ' (home)' : ''}
              </span>
              <PreviewNavigation
                items={item.object === 'site-section' ? item.siteSpaces : item.children}
                list={props.list}
                className={styles.nested}
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
