import { Link, type LinkProps } from '@tanstack/react-router';

/** One link of a navigation: its route, its name, and whether only admins get it. */
export interface NavItem<To extends LinkProps['to'] = NonNullable<LinkProps['to']>> {
  to: To;
  label: string;
  /** Only an admin gets the link (the route itself says so to others). */
  adminOnly?: boolean;
}

/**
 * The list items of a navigation: one link per item the caller may see (admin-only ones only
 * for an admin), all with the same route params, in the items' order.
 */
export function NavLinks(props: {
  items: readonly NavItem[];
  admin: boolean | undefined;
  params: LinkProps['params'];
  /** How the router decides an item's link is the current page. */
  activeOptions: (item: NavItem) => LinkProps['activeOptions'];
  className?: string;
}) {
  return props.items
    .filter((item) => !item.adminOnly || props.admin)
    .map((item) => (
      <li key={item.to}>
        <Link
          to={item.to}
          params={props.params}
          activeOptions={props.activeOptions(item)}
          className={props.className}
        >
          {item.label}
        </Link>
      </li>
    ));
}
