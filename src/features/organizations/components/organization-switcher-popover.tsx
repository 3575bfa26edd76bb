import * as Popover from '@radix-ui/react-popover';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { headerStyles } from '@/components/shell/header-styles';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { overlayStyles } from '@/components/ui/overlay-styles';
import { StatusBadge } from '@/components/ui/status-badge';
import { pagedItems } from '@/components/ui/paged-items';
import { errorMessage } from '@/lib/api-error';
import { organizationQueries } from '../api/organization-queries';
import styles from './organization-switcher.module.css';

/** Past this many organizations a filter box helps more than scrolling. */
const filterThreshold = 6;

export interface SwitcherProps {
  orgId: string | undefined;
  /** The button's content (organization-switcher.tsx), the same before and after this loads. */
  trigger: ReactNode;
}

/** The switcher's popover, loaded when first opened (organization-switcher.tsx). */
export function OrganizationSwitcherPopover(props: SwitcherProps & { defaultOpen?: boolean }) {
  const { orgId } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const list = useInfiniteQuery(organizationQueries.list());

  const { items: organizations, count: total = 0 } = pagedItems(list.data);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? organizations.filter((org) => org.title.toLowerCase().includes(needle))
    : organizations;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={headerStyles.button}>{props.trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={overlayStyles.floating}
          align="start"
          sideOffset={6}
          aria-label="Organizations"
        >
          <div className={styles.heading}>Your organizations{total ? ` (${total})` : ''}</div>
          {total > filterThreshold ? (
            <div className={styles.filter}>
              <label htmlFor={filterId} className="visually-hidden">
                Filter organizations
              </label>
              <input
                id={filterId}
                type="search"
                className={formStyles.control}
                placeholder="Filter organizations"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
          ) : null}
          {list.isPending ? <p className="muted">Loading organizations…</p> : null}
          {list.isError ? <FieldError message={errorMessage(list.error)} /> : null}
          <ul className={styles.list}>
            {shown.map((org) => (
              <li key={org.id}>
                <Link
                  to="/orgs/$orgId"
                  params={{ orgId: org.id }}
                  className={styles.item}
                  onClick={() => setOpen(false)}
                >
                  <span>{org.title}</span>
                  {org.id === orgId ? <StatusBadge tone="info">Current</StatusBadge> : null}
                </Link>
              </li>
            ))}
          </ul>
          {list.isSuccess && shown.length === 0 ? (
            <p className="muted">No organization matches “{filter}”.</p>
          ) : null}
          <LoadMoreButton query={list} small>
            Load more organizations
          </LoadMoreButton>
          <Link to="/orgs" className={styles.all} onClick={() => setOpen(false)}>
            All organizations
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
