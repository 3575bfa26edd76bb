import type { components } from '../../../../api/schema.gen.ts';
import type { DocumentValue, Role } from '../state.ts';
import { stateSlice } from '../state-slice.ts';

type Schemas = components['schemas'];

export interface AgentInstructionsRecord {
  organizationId: string;
  instructions: DocumentValue;
  updatedAt: string;
  updatedBy: string;
}

export interface SectionRecord {
  id: string;
  title: string;
  /** Page path plus anchor, e.g. `getting-started#install-the-cli`. */
  path: string;
  body: string;
}

export interface PageRecord {
  id: string;
  title: string;
  path: string;
  ancestors: { title: string }[];
  sections: SectionRecord[];
}

export type SpaceVisibility = Schemas['SpaceVisibility'];
/**
 * A link's end as stored: ids only. The answer embeds the organization, space, collection,
 * user or page they name, as the platform does (domain/content-links.ts), so a renamed space
 * or page reads as it is now.
 */
export type LinkReference =
  | { kind: 'url'; url: string }
  /** `title` names a page the content may no longer have (a broken link's target). */
  | { kind: 'page'; space: string; page: string; title: string }
  | { kind: 'space'; space: string }
  | { kind: 'collection'; collection: string }
  | { kind: 'user'; user: string }
  | { kind: 'file'; space: string; file: Schemas['ContentReferenceFile']['file'] };

export interface LinkRecord {
  status: Schemas['ContentLinkStatus'];
  relation: Schemas['ContentLink']['relation'];
  target: LinkReference;
  /** Where the link is used (pages of the space). */
  locations: LinkReference[];
  /** Set for a link found in an open change request rather than in the main content. */
  changeRequest?: string;
}

/** The documentation content of a space (what duplicate copies and search reads). */
export interface SpaceContent {
  id: string;
  organizationId: string;
  title: string;
  emoji: string;
  pages: PageRecord[];
}

export interface SpaceRecord extends SpaceContent {
  /** Parent collection; absent at the organization root. */
  parentId?: string;
  /**
   * Position among the active siblings (spaces and collections of the same parent share one
   * order). A deleted space keeps the index it had, so a restore puts it back there.
   */
  index: number;
  visibility: SpaceVisibility;
  editMode: Schemas['SpaceEditMode'];
  mergeRules: Schemas['SpaceMergeRules'];
  language: Schemas['Language'];
  defaultLevel: Role;
  createdAt: string;
  updatedAt: string;
  /** Set while deleted; the space is gone 7 days later on the backend clock. */
  deletedAt?: string;
  revision: string;
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
  gitSync?: Schemas['SpaceGitSync'];
  visitorAuth?: NonNullable<Schemas['Space']['visitorAuth']>;
  /** The secret of a share-link space. */
  shareKey?: string;
  /** Where the space is published in a site, when it is. */
  publishedUrl?: string;
  /** An image address shown instead of the emoji (the two are one choice); `urls.icon`. */
  icon?: string;
  links: LinkRecord[];
}

export interface CollectionRecord {
  id: string;
  organizationId: string;
  title: string;
  description: string;
  /** Parent collection; absent at the organization root. */
  parentId?: string;
  /** Position among its siblings (see SpaceRecord.index). */
  index: number;
  defaultLevel: Role;
}

/** The state's records of spaces, collections and agent instructions: the documentation an organization holds (decisions 0005, 0006). */
export const contentSlice = stateSlice({
  version: 1,
  empty: () => ({
    agentInstructions: [] as AgentInstructionsRecord[],
    spaces: [] as SpaceRecord[],
    collections: [] as CollectionRecord[],
  }),
});
