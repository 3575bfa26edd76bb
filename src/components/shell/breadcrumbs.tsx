import { Link, useMatches } from '@tanstack/react-router';
import styles from './shell.module.css';

interface Crumb {
  label: string;
  pathname: string;
}

function crumbOf(loaderData: unknown): string | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('crumb' in loaderData)) {
    return undefined;
  }
  return typeof loaderData.crumb === 'string' ? loaderData.crumb : undefined;
}

/**
 * Built from the matched routes: a route names itself with `staticData.crumb`, or with a
 * `crumb` in its loader data when the label comes from the API (an organization's title).
 */
export function Breadcrumbs() {
  const crumbs = useMatches({
    select: (matches): Crumb[] =>
      matches.flatMap((match) => {
        const label = crumbOf(match.loaderData) ?? match.staticData.crumb;
        return label ? [{ label, pathname: match.pathname }] : [];
      }),
    structuralSharing: true,
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.pathname}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.pathname}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
