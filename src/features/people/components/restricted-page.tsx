import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

/**
 * What a settings page shows to someone its URL is not for ("only admins"): the page's title
 * and a sentence saying who may use it, instead of an error.
 */
export function RestrictedPage(props: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={props.title} />
      <Notice tone="warning">
        <Lock size={16} aria-hidden="true" /> {props.children}
      </Notice>
    </>
  );
}
