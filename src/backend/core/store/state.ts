import type { components } from '../../../api/schema.gen.ts';
import type { Faults } from '../../http/faults.ts';

/**
 * The backend's whole state: one plain, JSON-serializable object, so it can be saved to a file
 * or IndexedDB and restored byte for byte. Records hold what the platform stores; what depends
 * on the caller (`permissions`) or on the request (`urls`) is computed when answering.
 */

type Schemas = components['schemas'];

export type Role = Schemas['Role'];
/** null = guest. */
export type MemberRole = Schemas['MemberRole'];
export type DocumentValue = Schemas['Document'];

export type SeedName = 'demo' | 'empty' | 'large';
export const seedNames: readonly SeedName[] = ['demo', 'empty', 'large'];

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (seedNames as readonly string[]).includes(value);
}

export interface UserRecord {
  id: string;
  displayName: string;
  email: string;
  photoURL: string;
  /**
   * The API token that authenticates this user (`Authorization: Bearer <token>`). Only the
   * demo users have one; the other seeded people are there to be listed and managed.
   */
  token?: string;
}

/** Stored organization fields: the contract's Organization without the computed ones. */
export type OrganizationRecord = Omit<
  Schemas['Organization'],
  'object' | 'permissions' | 'urls' | 'internal_isOnNewTrial'
> & {
  /** Set through `logo` on update; answered as `urls.logo`. */
  logo?: string;
};

export interface MembershipRecord {
  organizationId: string;
  userId: string;
  role: MemberRole;
  joinedAt: string;
  /** Absent for someone who has never signed in. */
  lastSeenAt?: string;
  /** A disabled member cannot reach the organization (decision 0012). */
  disabled: boolean;
  /** The member can sign in with the organization's SAML provider. */
  sso: boolean;
}

export type TeamRole = Schemas['TeamRole'];

export interface TeamMemberRecord {
  userId: string;
  role: TeamRole;
}

/** A team of an organization's members (decision 0012); counts are computed when read. */
export interface TeamRecord {
  id: string;
  organizationId: string;
  title: string;
  createdAt: string;
  /** In the order they joined; a user appears at most once. */
  members: TeamMemberRecord[];
  /** Spaces the team can reach; deleted ones stay listed but do not count. */
  spaceIds: string[];
}

/**
 * A SAML identity provider. `status` and `service` are derived when read, so they can never
 * disagree with the fields they come from.
 */
export interface SamlProviderRecord {
  id: string;
  organizationId: string;
  label: string;
  ssoURL?: string;
  entityID?: string;
  /** Always stored as a PEM block. */
  certificate?: string;
  defaultTeam?: string;
  defaultRole: MemberRole;
  createdAt: string;
}

export interface LinkInviteRecord {
  id: string;
  organizationId: string;
  role: MemberRole;
  createdAt: string;
}

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

export interface SiteSectionGroupRecord {
  id: string;
  title: string;
  icon?: string;
  /** Parent group; absent at the site root. */
  parentId?: string;
  /** Position among the groups and sections of the same parent (they share one order). */
  index: number;
}

export interface SiteSectionRecord {
  id: string;
  title: string;
  description: string;
  path: string;
  icon?: string;
  condition?: string;
  /** The section's default site space when set (PATCH section); else its first (decision 0020). */
  defaultSiteSpaceId?: string;
  /** Parent group; absent at the site root. */
  groupId?: string;
  /** See SiteSectionGroupRecord.index. */
  index: number;
}

export interface SiteSpaceRecord {
  id: string;
  spaceId: string;
  path: string;
  condition?: string;
  /** Section; absent for a site without sections. */
  sectionId?: string;
  /** Position among the site spaces of the same section (or of the site root). */
  index: number;
}

/** One exchange of a site's AI conversation (decision 0008). */
export interface SiteAIResponseRecord {
  id: string;
  previousResponseId?: string;
  question: string;
  answer: string;
}

export type SiteCustomizationValue = Schemas['SiteCustomization'];

export interface SiteRecord {
  id: string;
  organizationId: string;
  title: string;
  type: Schemas['SiteType'];
  visibility: Schemas['SiteVisibility'];
  published: boolean;
  basename: string;
  hostname?: string;
  /** The proxy as set (host plus path, no scheme): the platform answers it as `origin`. */
  proxy?: string;
  /** The ads programme's state, in the platform's shape for its status. */
  ads: Schemas['SiteAds'];
  adaptiveContent: boolean;
  agentsContext: Schemas['SiteAgentsContext'];
  createdAt: string;
  /** The secret of a share-link site. */
  shareKey: string;
  defaultSiteSectionId?: string;
  defaultSiteSpaceId?: string;
  groups: SiteSectionGroupRecord[];
  sections: SiteSectionRecord[];
  siteSpaces: SiteSpaceRecord[];
  adaptiveSchema?: { jsonSchema: Record<string, unknown>; updatedAt: string };
  customization: SiteCustomizationValue;
  /** Site spaces with a customization of their own, by site-space id. */
  siteSpaceCustomizations: Record<string, SiteCustomizationValue>;
  aiResponses: SiteAIResponseRecord[];
}

/** Someone's work on a change request: edits (subject, description, content) or comments. */
export interface ContributionRecord {
  userId: string;
  actionType: 'edit' | 'comment';
  count: number;
  updatedAt: string;
}

/** A review asked for and not given yet (decision 0019). */
export interface ReviewRequestRecord {
  userId: string;
  requestedBy: string;
  createdAt: string;
  /** The request's revision when it was asked. */
  revision: string;
}

/** A verdict on a change request; a newer one by the same reviewer makes it outdated. */
export interface ReviewRecord {
  id: string;
  reviewerId: string;
  status: Schemas['ReviewStatus'];
  /** The request's revision that was reviewed. */
  revision: string;
  /** Who asked for it, when someone did. */
  requestedBy?: string;
  outdated: boolean;
  createdAt: string;
  updatedAt: string;
  /** The comment that came with it. */
  commentId?: string;
}

/**
 * A page of a revision's tree (platform-content §4), as stored: its body is a Document record
 * named by `documentId`, so revisions that keep a page unchanged share its Document, and an
 * unchanged page object is shared by reference between the revisions of one session.
 */
export interface RevisionPageRecord {
  id: string;
  type: 'document' | 'group';
  title: string;
  /** The path segment within its parent; the path is the parents' slugs joined by `/`. */
  slug: string;
  description?: string;
  emoji?: string;
  /** The body; absent for a group (and for a document page that was never written). */
  documentId?: string;
  /** Set once the page has been edited (platform-content §4). */
  createdAt?: string;
  updatedAt?: string;
  /** Child pages, in order. */
  pages: RevisionPageRecord[];
}

/**
 * An immutable snapshot of a space's page tree (decision 0037). A space's revisions and the
 * revisions of its change requests are all stored here; none is changed once stored.
 */
export interface RevisionRecord {
  id: string;
  spaceId: string;
  type: Schemas['RevisionType'];
  /** The revisions it was made from: the previous one first, then a merged or updated one. */
  parents: string[];
  createdAt: string;
  /** The change request a `merge` revision merged. */
  mergedFrom?: string;
  pages: RevisionPageRecord[];
}

/** A page body; never changed once stored, so revisions share it by id. */
export interface DocumentRecord {
  id: string;
  document: DocumentValue;
}

/** A change request (decision 0007); `number` counts up within its space. */
export interface ChangeRequestRecord {
  id: string;
  spaceId: string;
  number: number;
  status: Schemas['ChangeRequestStatus'];
  subject: string;
  description: DocumentValue;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  revision: string;
  revisionInitial: string;
  revisionMergedAncestor?: string;
  revisionMerged?: string;
  /** Open comments; kept in step with the comment records after every comment change. */
  comments: number;
  outdated: boolean;
  conversationsIssuesCluster?: string;
  /** Edits and comments per person, the creator first. */
  contributions: ContributionRecord[];
  /** Reviews asked for and not given yet, oldest first. */
  reviewRequests: ReviewRequestRecord[];
  /** Every review given, oldest first (outdated ones too). */
  reviews: ReviewRecord[];
}

export interface ReactionRecord {
  emoji: string;
  /** In the order they reacted. */
  users: { userId: string; reactedAt: string }[];
}

export interface CommentReplyRecord {
  id: string;
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  body: DocumentValue;
  reactions: ReactionRecord[];
}

/** A comment on a change request (decision 0019), with its replies. */
export interface CommentRecord {
  id: string;
  spaceId: string;
  changeRequestId: string;
  /** The request's revision when it was posted. */
  revision: string;
  /** Set when the comment came with a review. */
  reviewId?: string;
  pageId?: string;
  nodeId?: string;
  tableCell?: { record: string; definition: string };
  postedBy: string;
  postedAt: string;
  editedAt?: string;
  body: DocumentValue;
  resolved?: { at: string; by: string };
  reactions: ReactionRecord[];
  /** Oldest first. */
  replies: CommentReplyRecord[];
}

/** Where an import puts its pages: the change request is stored by id (never by number). */
export type ImportTargetValue = Schemas['ImportTarget'];

/**
 * An import run (decision 0015). Only what happened is stored: when it started, when it was
 * cancelled, and how many of its pages are already written into the target. Its status and
 * pages are derived from these and the backend clock when read.
 */
export interface ImportRunRecord {
  id: string;
  organizationId: string;
  createdBy: string;
  source: Schemas['ImportSourceWebsite'];
  target: ImportTargetValue;
  enhance: boolean;
  startedAt: string;
  cancelledAt?: string;
  /** Set when the target stopped taking pages (merged, archived, deleted) before the end. */
  stopped?: { at: string; pages: number; error: string };
  /** How many of its pages are in the target already (they appear one by one). */
  written: number;
  /** True once the run ended and all its pages are written: nothing left to do. */
  settled: boolean;
}

/** A topic that conversations' issues are grouped into (decision 0015). */
export interface IssuesClusterRecord {
  id: string;
  organizationId: string;
  label: string;
  icon: string;
  summary: string;
  createdAt: string;
  /** Words and phrases that put an issue in this cluster when a user message says them. */
  keywords: string[];
}

export type ConversationPartValue = Schemas['ConversationPart'];

/**
 * An ingested conversation. Its issues are worked out at ingest (the clusters its user
 * messages match) and show from `ingestedAt` + 30 s on, the moment processing ends.
 */
export interface ConversationRecord {
  id: string;
  organizationId: string;
  /** `email`, or `integration:<integration>:<installation>`. */
  source: string;
  /** The id the source gave it (unique per source). */
  externalId: string;
  subject?: string;
  parts: ConversationPartValue[];
  metadata: { url?: string; attributes?: Record<string, string>; createdAt?: string };
  ingestedAt: string;
  /** Ids of the clusters its user messages match; none gives one issue without a cluster. */
  clusters: string[];
}

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

/** One finished run of a translation (decision 0014); its numbers never change again. */
export interface TranslationRunRecord {
  /** Asked for: the run is pending from then. */
  requestedAt: string;
  /** Started: it translates the source as it is at this moment. */
  startedAt: string;
  completedAt: string;
  pages: number;
  words: number;
  /** The revision of the translated space it made. */
  revision: string;
}

/**
 * A translation of a space into another language. Its status is not stored: it follows from
 * `queuedAt`, `runs` and the clock (domain/translations.ts).
 */
export interface TranslationRecord {
  id: string;
  organizationId: string;
  sourceSpaceId: string;
  sourceLanguage: Schemas['Language'];
  language: Schemas['Language'];
  instructions: DocumentValue;
  createdAt: string;
  updatedAt: string;
  /** When the run not finished yet was asked for; absent when none is. */
  queuedAt?: string;
  /** Finished runs, oldest first. */
  runs: TranslationRunRecord[];
  /** The translated space, made by the first run. */
  resultSpaceId?: string;
}

export interface OpenAPISpecVersionRecord {
  id: string;
  createdAt: string;
  /** The source URL it was fetched from; absent when the document was given as text. */
  sourceURL?: string;
  /** What the fetched document hashed to; a refresh adds a version only when it differs. */
  contentHash: string;
}

export interface OpenAPISpecErrorRecord {
  code: string;
  message: string;
}

/**
 * An OpenAPI specification of an organization (decision 0014). Processing happens after every
 * create and replace (`processRequestedAt`) and every 6 hours after that; `processedCycles`
 * counts those already applied, so `processingState` follows from the clock.
 */
export interface OpenAPISpecRecord {
  id: string;
  organizationId: string;
  /** Lower case; unique in the organization. */
  slug: string;
  /** The source: an address to fetch (`sourceURL`) or the document itself (`sourceText`). */
  sourceURL?: string;
  sourceText?: string;
  visibility: Schemas['OpenAPISpecVisibility'];
  createdAt: string;
  updatedAt: string;
  processRequestedAt: string;
  processedCycles: number;
  /** Oldest first. */
  versions: OpenAPISpecVersionRecord[];
  lastProcessedAt?: string;
  /** Set while the last processing failed. */
  lastProcessErrorCode?: Schemas['OpenAPISpecErrorCode'];
  lastProcessedErrors?: OpenAPISpecErrorRecord[];
}

/** Bumped when the shape changes, so a saved state from an older build is not loaded. */
export const stateVersion = 13;

export interface BackendState {
  version: typeof stateVersion;
  seed: SeedName;
  /** Milliseconds the backend clock runs ahead of real time (see clock.ts). */
  clockOffsetMs: number;
  /**
   * Injected latency and failures (`/_backend/faults`), kept with the state like the clock so
   * a reload of the demo does not silently switch them off; absent means none.
   */
  faults?: Faults;
  users: UserRecord[];
  organizations: OrganizationRecord[];
  memberships: MembershipRecord[];
  linkInvites: LinkInviteRecord[];
  agentInstructions: AgentInstructionsRecord[];
  spaces: SpaceRecord[];
  collections: CollectionRecord[];
  sites: SiteRecord[];
  changeRequests: ChangeRequestRecord[];
  /** Every stored revision of every space and change request (decision 0037). */
  revisions: RevisionRecord[];
  /** Page bodies of the revisions, by id. */
  documents: DocumentRecord[];
  /** Comments on change requests, in the order they were posted. */
  comments: CommentRecord[];
  integrations: IntegrationRecord[];
  installations: InstallationRecord[];
  /** In the order they happened. */
  integrationEvents: IntegrationEventRecord[];
  translations: TranslationRecord[];
  openAPISpecs: OpenAPISpecRecord[];
  importRuns: ImportRunRecord[];
  issuesClusters: IssuesClusterRecord[];
  conversations: ConversationRecord[];
  teams: TeamRecord[];
  samlProviders: SamlProviderRecord[];
}

/** A loose check that saved data is a state of this version (it came from ourselves). */
export function isBackendState(value: unknown): value is BackendState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate['version'] === stateVersion &&
    isSeedName(candidate['seed']) &&
    typeof candidate['clockOffsetMs'] === 'number' &&
    [
      'users',
      'organizations',
      'memberships',
      'linkInvites',
      'agentInstructions',
      'spaces',
      'collections',
      'sites',
      'changeRequests',
      'revisions',
      'documents',
      'comments',
      'integrations',
      'installations',
      'integrationEvents',
      'translations',
      'openAPISpecs',
      'importRuns',
      'issuesClusters',
      'conversations',
      'teams',
      'samlProviders',
    ].every((key) => Array.isArray(candidate[key]))
  );
}
