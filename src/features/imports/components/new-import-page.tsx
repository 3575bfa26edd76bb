import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import type { ImportRun } from '../api/import-queries';
import { canImportAny, canImportInto, type ImportSpace } from '../import-spaces';
import { ImportForm, type ImportFormValues } from './import-form';

/**
 * Where an import starts, from the Imports page or a space's "Import pages" (which chooses the
 * space). Someone who may not import anywhere is told why instead of shown a form.
 */
export function NewImportPage(props: {
  orgId: string;
  spaces: readonly ImportSpace[];
  initial: Partial<Omit<ImportFormValues, 'enhance'>>;
  onStarted: (run: ImportRun) => void;
}) {
  const header = (
    <PageHeader
      title="Import pages"
      description="Bring an existing website’s pages into a space, or into one of its change requests to review them first."
    />
  );
  if (!canImportAny(props.spaces))
    return (
      <>
        {header}
        <Notice>
          Only the admin, create, review and edit roles can import pages, into a space that is not
          locked. You have none of them in a space of this organization.{' '}
          <Link to="/orgs/$orgId/imports" params={{ orgId: props.orgId }}>
            See the organization’s imports
          </Link>
        </Notice>
      </>
    );
  const spaces = props.spaces.filter(canImportInto);
  const chosen = spaces.some((space) => space.id === props.initial.space);
  const initial = chosen ? props.initial : { url: props.initial.url };
  return (
    <>
      {header}
      {props.initial.space && initial.space === undefined ? (
        <Notice tone="warning">
          You cannot import into the space “{props.initial.space}”: it is locked, gone, or you do
          not edit it. Choose another space.
        </Notice>
      ) : null}
      <Card title="Website and target">
        <ImportForm
          orgId={props.orgId}
          spaces={spaces}
          initial={initial}
          onStarted={props.onStarted}
        />
      </Card>
    </>
  );
}
