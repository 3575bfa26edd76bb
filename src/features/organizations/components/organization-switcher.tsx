import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { headerStyles } from '@/components/shell/header-styles';
import { DeferredOverlay } from '@/components/ui/deferred-overlay';
import { organizationQueries } from '../api/organization-queries';
import styles from './organization-switcher.module.css';

const loadPopover = () =>
  import('./organization-switcher-popover').then((module) => module.OrganizationSwitcherPopover);

/**
 * Header control listing the caller's organizations, to jump to another one. The list and its
 * popover load when it is first opened.
 */
export function OrganizationSwitcher() {
  const { orgId } = useParams({ strict: false });
  const current = useQuery({ ...organizationQueries.detail(orgId ?? ''), enabled: Boolean(orgId) });
  const currentTitle = orgId ? (current.data?.title ?? 'Organization') : 'Choose an organization';
  return (
    <DeferredOverlay
      loader={loadPopover}
      props={{ orgId }}
      popup="dialog"
      className={headerStyles.button}
    >
      <span className="visually-hidden">Switch organization, current: </span>
      <span className={styles.current}>{currentTitle}</span>
      <ChevronDown aria-hidden="true" size={16} />
    </DeferredOverlay>
  );
}
