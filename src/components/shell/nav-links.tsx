import { Link, type LinkProps } from '@tanstack/react-router';

/** One link of a navigation: its route, its name, and who gets it. */
export interface NavItem<To extends LinkProps['to'] = NonNullable<LinkProps['to']>> {
  to: To;
  label: string;
  /** Only an admin gets the link (the route itself says so to others). */
  adminOnly?: boolean;
  /** Only those with this permission (of the `permissions` given) get the link. */
  needs?: string;
  /** Current only on its own address, not on the pages below it. */
  exact?: boolean;
  /** The letter that goes there after `g` (src/lib/shortcuts.ts). */
  shortcut?: string;
}

/**
 * The list items of a navigation: one link per item the caller may see (admin-only ones only
 * for an admin, others only with the permission they need), all with the same route params, in
 * the items' order.
 */
export function NavLinks(props: {
  items: readonly NavItem[];
  admin?: boolean | undefined;
  permissions?: Readonly<Record<string, boolean>> | undefined;
  params: LinkProps['params'];
  /** How the router decides an item's link is the current page; by default by its `exact`. */
  activeOptions?: (item: NavItem) => LinkProps['activeOptions'];
  className?: string;
}) {
  return props.items
    .filter(
      (item) =>
        (!item.adminOnly || props.admin) && (!item.needs || props.permissions?.[item.needs]),
    )
    .map((item) => (
      <li key={item.to}>
        <Link
          to={item.to}
          params={props.params}
          activeOptions={props.activeOptions?.(item) ?? { exact: item.exact }}
          className={props.className}
        >
          {item.label}
        </Link>
      </li>
    ));
}
