import type { components, IntegrationEvent } from '../../api/schema.gen.ts';
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

type Schemas = components['schemas'];
type Payload = IntegrationEvent['payload'];

/** Records one event about an installation; `payload` adds the type's own fields. */
export function recordEvent(
  state: BackendState,
  integration: IntegrationRecord,
  installation: InstallationRecord,
  type: Schemas['IntegrationEventType'],
  now: Date,
  payload: Omit<Payload, 'eventId' | 'type' | 'installationId'> = {},
): IntegrationEventRecord {
  const id = newId('evt');
  const createdAt = now.toISOString();
  const event: IntegrationEventRecord = {
    id,
    integrationName: integration.name,
    installationId: installation.id,
    createdAt,
    payload: { eventId: id, type, installationId: installation.id, ...payload },
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

export function eventResponse(event: IntegrationEventRecord): IntegrationEvent {
  return {
    id: event.id,
    integrationId: event.integrationName,
    installationId: event.installationId,
    createdAt: event.createdAt,
    payload: structuredClone(event.payload),
    status: event.status,
    logs: structuredClone(event.logs),
  };
}
