import { StatusBadge } from '@/components/ui/status-badge';

/** Whether a site is published, as a badge in the list and on its page. */
export function PublishedBadge(props: { published: boolean }) {
  return (
    <StatusBadge tone={props.published ? 'on' : 'off'}>
      {props.published ? 'Published' : 'Unpublished'}
    </StatusBadge>
  );
}
