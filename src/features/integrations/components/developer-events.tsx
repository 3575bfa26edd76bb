import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Details, DetailsRow } from '@/components/ui/details';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatNumber } from '@/lib/format';
import {
  integrationQueries,
  type IntegrationEvent,
  type IntegrationEventLog,
} from '../api/integration-queries';
import table from './data-table.module.css';
import styles from './developer-events.module.css';
import { DataTable } from '@/components/ui/data-table';
import { pagedItems } from '@/components/ui/paged-items';

const eventStatusWords: Record<IntegrationEvent['status'], string> = {
  success: 'Succeeded',
  failed: 'Failed',
};

/** The integration's events, newest first; a row's button opens its payload and log. */
export function DeveloperEvents(props: {
  name: string;
  openEvent: string | undefined;
  onOpenEvent: (eventId: string | undefined) => void;
}) {
  const list = useSuspenseInfiniteQuery(integrationQueries.events(props.name));
  const { items, count: total = 0 } = pagedItems(list.data);
  return (
    <Card title="Events">
      {items.length === 0 ? (
        <EmptyState title="No events yet." />
      ) : (
        <DataTable
          caption={`Events, newest first (${formatNumber(total)})`}
          headings={['Event', 'Type', 'Result', 'Installation', 'Received']}
          items={items}
          rowProps={(event) => ({
            className: styles.row,
            onClick: () => props.onOpenEvent(event.id),
          })}
          middle
          scroll
        >
          {(event) => (
            <>
              <th scope="row">
                <button
                  type="button"
                  className={styles.open}
                  onClick={(click) => {
                    click.stopPropagation();
                    props.onOpenEvent(event.id);
                  }}
                >
                  {event.id}
                </button>
              </th>
              <td className={table.mono}>{event.payload.type}</td>
              <td>
                <StatusBadge tone={event.status === 'failed' ? 'danger' : 'on'}>
                  {eventStatusWords[event.status]}
                </StatusBadge>
              </td>
              <td className={table.mono}>{event.installationId}</td>
              <td>{formatDateTime(event.createdAt)}</td>
            </>
          )}
        </DataTable>
      )}
      <LoadMoreButton
        query={list}
      >{`Show older events (${items.length} of ${total})`}</LoadMoreButton>
      <EventDialog
        name={props.name}
        eventId={props.openEvent}
        listed={items.find((event) => event.id === props.openEvent)}
        onClose={() => props.onOpenEvent(undefined)}
      />
    </Card>
  );
}

/**
 * One event: what it carried and what the integration logged (a failure's trace). The platform
 * answers one event as `{ event, trace }`; the row already read shows at once, its log when
 * the trace arrives.
 */
function EventDialog(props: {
  name: string;
  eventId: string | undefined;
  listed: IntegrationEvent | undefined;
  onClose: () => void;
}) {
  const query = useQuery({
    ...integrationQueries.event(props.name, props.eventId ?? ''),
    enabled: props.eventId !== undefined,
  });
  const event = query.data?.event ?? props.listed;
  const logs = query.data?.trace?.logs;
  return (
    <DialogFrame
      open={props.eventId !== undefined}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      size="wide"
      title={`Event ${props.eventId ?? ''}`}
      description={
        event
          ? `${event.payload.type}, ${eventStatusWords[event.status].toLowerCase()}, ${formatDateTime(event.createdAt)}`
          : 'Loading the event…'
      }
    >
      {query.isError ? <FieldError message={errorMessage(query.error)} /> : null}
      {event ? (
        <>
          <Details>
            <DetailsRow term="Type">
              <code>{event.payload.type}</code>
            </DetailsRow>
            <DetailsRow term="Result">
              <StatusBadge tone={event.status === 'failed' ? 'danger' : 'on'}>
                {eventStatusWords[event.status]}
              </StatusBadge>
            </DetailsRow>
            <DetailsRow term="Installation">
              <code>{event.installationId}</code>
            </DetailsRow>
            <DetailsRow term="Received">{formatDateTime(event.createdAt)}</DetailsRow>
          </Details>
          <h3 className={styles.heading}>Payload</h3>
          <pre className={styles.code} tabIndex={0} aria-label="Payload">
            {JSON.stringify(event.payload, null, 2)}
          </pre>
          <h3 className={styles.heading}>Log</h3>
          <EventLog logs={logs} loading={query.isPending && !query.isError} />
        </>
      ) : null}
      <DialogActions closeLabel="Close" />
    </DialogFrame>
  );
}

/** The trace's lines; a server that sends no trace has nothing logged to show. */
function EventLog(props: { logs: IntegrationEventLog[] | undefined; loading: boolean }) {
  if (props.logs === undefined && props.loading) return <p className="muted">Loading the log…</p>;
  const logs = props.logs ?? [];
  if (logs.length === 0) return <p className="muted">It logged nothing.</p>;
  return (
    <ol className={styles.log} aria-label="Log" tabIndex={0}>
      {logs.map((line, index) => (
        <li key={index} className={line.level === 'error' ? styles.errorLine : undefined}>
          <span className={styles.level}>{line.level}</span>{' '}
          <time dateTime={line.timestamp} className={styles.time}>
            {formatDateTime(line.timestamp)}
          </time>{' '}
          <span className={styles.message}>{line.message}</span>
        </li>
      ))}
    </ol>
  );
}
