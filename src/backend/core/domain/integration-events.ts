import type {
  components,
  IntegrationEvent,
  IntegrationEventWithTrace,
} from '../../../api/schema.gen.ts';
import type {
  BackendState,
  IntegrationEventRecord,
  IntegrationRecord,
  InstallationRecord,
} from '../store/state.ts';
import { newId } from './ids.ts';
import { notFound } from './lookup.ts';

/**
 * What the platform sends an integration, kept per integration for its developers (decision
 * 0013). The local backend runs no integration code, so the events it records itself always
 * succeed, with the platform's own log line; the seeds carry failed ones with their traces.
 */

type Payload = components['schemas']['IntegrationEventPayload'];

/** `Omit` over each member of a union, so each event type keeps its own required fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * An event's payload without the ids the recording fills in: the type and the fields that
 * type requires (the platform's `Event` union), so a payload cannot be recorded incomplete.
 */
export type EventFields = OmitEach<Payload, 'eventId' | 'installationId'>;

/** The payload as delivered: the type's fields with the event's and installation's ids. */
export function eventPayload(
  eventId: string,
  installationId: string,
  fields: EventFields,
): Payload {
  return { ...fields, eventId, installationId } as Payload;
}

/** Records one event about an installation. */
export function recordEvent(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  fields: EventFields,
  now: Date,
): IntegrationEventRecord {
  const id = newId('evt');
  const createdAt = now.toISOString();
  const type = fields.type;
  const event: IntegrationEventRecord = {
    id,
    integrationName: integration.name,
    installationId: installation.id,
    createdAt,
    payload: eventPayload(id, installation.id, fields),
    status: 'success',
    logs: [
      {
        timestamp: createdAt,
        level: 'info',
        message: `Delivered ${type} to ${integration.name} v${integration.version}.`,
      },
    ],
  };
  state.integrationEvents.push(event);
  return event;
}

/**
 * The integration's events, newest first. Events are stored in the order they happened, so
 * among events of the same millisecond the later one comes first too.
 */
export function eventsOf(state: BackendState, integrationName: string): IntegrationEventRecord[] {
  return state.integrationEvents
    .filter((event) => event.integrationName === integrationName)
    .reverse()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export function findEvent(
  state: BackendState,
  integrationName: string,
  eventId: string,
): IntegrationEventRecord {
  const event = state.integrationEvents.find(
    (e) => e.integrationName === integrationName && e.id === eventId,
  );
  if (!event) throw notFound('event', eventId, `for the integration '${integrationName}'`);
  return event;
}

/** The event as the platform lists it: what was delivered and how it ended, without the log. */
export function eventResponse(event: IntegrationEventRecord): IntegrationEvent {
  return {
    id: event.id,
    integrationId: event.integrationName,
    installationId: event.installationId,
    createdAt: event.createdAt,
    payload: structuredClone(event.payload),
    status: event.status,
  };
}

/** One event as the platform answers it: `{ event, trace }`, the log lines in the trace. */
export function eventWithTraceResponse(event: IntegrationEventRecord): IntegrationEventWithTrace {
  return { event: eventResponse(event), trace: { logs: structuredClone(event.logs) } };
}
