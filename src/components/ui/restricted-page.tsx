import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from './notice';
import { PageHeader } from './page-header';

/**
 * What a page shows to someone its address is not for ("only admins"): the page's title, a
 * sentence saying who may use it and why, and where to go instead, rather than an error.
 */
export function RestrictedPage(props: { title: string; children: ReactNode; back?: ReactNode }) {
  return (
    <>
      <PageHeader title={props.title} />
      <Notice tone="warning">
        <Lock size={16} aria-hidden="true" /> <span>{props.children}</span>
      </Notice>
      {props.back}
    </>
  );
}
