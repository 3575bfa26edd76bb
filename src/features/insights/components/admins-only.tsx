import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

/** What a non-admin sees at any insights address: why, instead of an error. */
export function AdminsOnly() {
  return (
    <>
      <PageHeader title="Insights" />
      <Notice>
        Only admins of this organization can read insights: they show support conversations in the
        customers’ own words. Ask an admin if you need them.
      </Notice>
    </>
  );
}
