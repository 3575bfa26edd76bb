import type { components } from '../../../../api/schema.gen.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

/** A published integration (decision 0013): the latest version of its manifest. */
export interface IntegrationRecord {
  /** Unique across the platform; the integration's id in every path. */
  name: string;
  ownerId: string;
  version: number;
  title: string;
  description: string;
  /** Markdown; empty without one. */
  summary: string;
  /** The icon's address (a `data:` URL when it came with a publish). */
  icon?: string;
  previewImages: string[];
  target: Schemas['IntegrationTarget'];
  /** Set by the platform, never by a publish. */
  verified: boolean;
  visibility: Schemas['IntegrationVisibility'];
  runtime: Schemas['IntegrationRuntime'];
  scopes: Schemas['IntegrationScope'][];
  categories: Schemas['IntegrationCategory'][];
  blocks: Schemas['IntegrationBlock'][];
  contentSources: Schemas['IntegrationContentSource'][];
  configurations: Schemas['IntegrationConfigurations'];
  externalLinks: Schemas['IntegrationExternalLink'][];
  /** In the form it was published in: the header's text or an object of directives. */
  contentSecurityPolicy?: Schemas['IntegrationContentSecurityPolicy'];
  /** The code (or the URL of a hosted script); kept, never answered. */
  script: string;
  /** Kept, never answered. */
  secrets: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** An integration installed in an organization (at most one per pair). */
export interface InstallationRecord {
  id: string;
  integrationName: string;
  organizationId: string;
  /**
   * Set by the platform (no call pauses or resumes); otherwise the status follows the
   * configuration and the integration's current `account` settings, so it is computed.
   */
  paused: boolean;
  space_selection: Schemas['IntegrationSelection'];
  site_selection: Schemas['IntegrationSelection'];
  /** Ids chosen one by one; they count while the selection is `selected`. */
  selectedSpaces: string[];
  selectedSites: string[];
  configuration: Record<string, unknown>;
  externalIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** Something the platform sent an integration, and what came of it. */
export interface IntegrationEventRecord {
  id: string;
  integrationName: string;
  installationId: string;
  createdAt: string;
  payload: Schemas['IntegrationEvent']['payload'];
  status: Schemas['IntegrationEvent']['status'];
  logs: Schemas['IntegrationEventLog'][];
}

/** The state's records of published integrations, their installations and the events sent to them (decision 0013). */
export const integrationsSlice = stateSlice({
  version: 1,
  empty: () => ({
    integrations: [] as IntegrationRecord[],
    installations: [] as InstallationRecord[],
    /** In the order they happened. */
    integrationEvents: [] as IntegrationEventRecord[],
  }),
});
