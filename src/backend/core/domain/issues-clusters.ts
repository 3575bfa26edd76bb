import type {
  IssuesCluster,
  IssuesClusterStats,
  IssuesClusterStatus,
} from '../../../api/schema.gen.ts';
import type { BackendState, ChangeRequestRecord, IssuesClusterRecord } from '../store/state.ts';
import { conversationCreatedAt, isProcessed, processedAtMs } from './conversation-analysis.ts';
import { isDeleted } from './content-tree.ts';
import { organizationAppUrl } from './urls.ts';
import { inOrganization, notFound } from './lookup.ts';

/**
 * Issues clusters (decision 0015): everything but the label, icon and summary is derived when
 * read, from the processed issues, the change requests linked to the cluster and the clock.
 */

/** A cluster is `analysing` this long after its latest new issue. */
export const analysingMs = 10 * 60_000;
export const pulseWeeks = 13;
const weekMs = 7 * 24 * 60 * 60_000;

/** Change request status → the task bucket it counts in. */
const taskBucket: Record<
  ChangeRequestRecord['status'],
  'tasksBacklog' | 'tasksStarted' | 'tasksCompleted' | 'tasksCancelled'
> = {
  draft: 'tasksBacklog',
  open: 'tasksStarted',
  merged: 'tasksCompleted',
  archived: 'tasksCancelled',
};

export interface ClusterView {
  record: IssuesClusterRecord;
  stats: IssuesClusterStats;
  sources: Record<string, number>;
  weeklyPulse: number[];
  /** Ms since the epoch. */
  updatedAt: number;
  status: IssuesClusterStatus;
}

/** Which week (0 = oldest of the 13, 12 = the one ending now) a moment falls in, if any. */
export function pulseWeek(at: number, now: number): number | undefined {
  const week = pulseWeeks - 1 - Math.floor(Math.max(0, now - at) / weekMs);
  return week >= 0 ? week : undefined;
}

function emptyView(record: IssuesClusterRecord): ClusterView {
  return {
    record,
    stats: {
      issues: 0,
      conversations: 0,
      tasksTotal: 0,
      tasksBacklog: 0,
      tasksStarted: 0,
      tasksCompleted: 0,
      tasksCancelled: 0,
    },
    sources: {},
    weeklyPulse: Array.from({ length: pulseWeeks }, () => 0),
    updatedAt: Date.parse(record.createdAt),
    status: 'pending',
  };
}

/** Change requests of the organization's active spaces that link a cluster. */
function linkedChangeRequests(state: BackendState, organizationId: string): ChangeRequestRecord[] {
  const linked = state.changeRequests.filter(
    (record) => record.conversationsIssuesCluster !== undefined,
  );
  if (linked.length === 0) return [];
  const spaceIds = new Set(linked.map((record) => record.spaceId));
  const active = new Set<string>();
  for (const space of state.spaces)
    if (spaceIds.has(space.id) && space.organizationId === organizationId && !isDeleted(space))
      active.add(space.id);
  return linked.filter((record) => active.has(record.spaceId));
}

/**
 * Every cluster of the organization as it stands at `now`, in one pass over its conversations
 * and one over the linked change requests.
 */
export function clusterViews(
  state: BackendState,
  organizationId: string,
  now: Date,
): ClusterView[] {
  const nowMs = now.getTime();
  const views = new Map<string, ClusterView>();
  for (const record of state.issuesClusters)
    if (record.organizationId === organizationId) views.set(record.id, emptyView(record));
  if (views.size === 0) return [];
  const latestIssue = new Map<string, number>();
  for (const conversation of state.conversations) {
    if (conversation.organizationId !== organizationId || conversation.clusters.length === 0)
      continue;
    if (!isProcessed(conversation, nowMs)) continue;
    const processedAt = processedAtMs(conversation);
    const week = pulseWeek(Date.parse(conversationCreatedAt(conversation)), nowMs);
    for (const clusterId of conversation.clusters) {
      const view = views.get(clusterId);
      if (!view) continue;
      // One issue per conversation and cluster: the two counts grow together.
      view.stats.issues += 1;
      view.stats.conversations += 1;
      view.sources[conversation.source] = (view.sources[conversation.source] ?? 0) + 1;
      if (week !== undefined) view.weeklyPulse[week] = (view.weeklyPulse[week] ?? 0) + 1;
      latestIssue.set(clusterId, Math.max(latestIssue.get(clusterId) ?? 0, processedAt));
    }
  }
  for (const request of linkedChangeRequests(state, organizationId)) {
    const view = views.get(request.conversationsIssuesCluster ?? '');
    if (!view) continue;
    view.stats[taskBucket[request.status]] += 1;
    view.stats.tasksTotal += 1;
  }
  for (const [clusterId, latest] of latestIssue) {
    const view = views.get(clusterId);
    if (!view) continue;
    view.updatedAt = Math.max(view.updatedAt, latest);
    view.status = nowMs < latest + analysingMs ? 'analysing' : 'pending';
  }
  return [...views.values()];
}

export type ClusterOrderBy =
  'updatedAt' | 'issues' | 'conversations' | 'tasksTotal' | 'tasksBacklog' | 'tasksStarted';

function sortValue(view: ClusterView, orderBy: ClusterOrderBy): number {
  return orderBy === 'updatedAt' ? view.updatedAt : view.stats[orderBy];
}

/** The list's filter and order; the id breaks ties (ascending either way) so pages hold still. */
export function listClusters(
  views: readonly ClusterView[],
  options: {
    order?: 'asc' | 'desc' | undefined;
    orderBy?: ClusterOrderBy | undefined;
    status?: IssuesClusterStatus | undefined;
  },
): ClusterView[] {
  const orderBy = options.orderBy ?? 'updatedAt';
  const direction = (options.order ?? 'desc') === 'desc' ? -1 : 1;
  return views
    .filter((view) => options.status === undefined || view.status === options.status)
    .sort(
      (a, b) =>
        direction * (sortValue(a, orderBy) - sortValue(b, orderBy)) ||
        a.record.id.localeCompare(b.record.id),
    );
}

export function findClusterView(
  views: readonly ClusterView[],
  organizationId: string,
  clusterId: string,
): ClusterView {
  const view = views.find((candidate) => candidate.record.id === clusterId);
  if (!view) throw notFound('issues cluster', clusterId, inOrganization(organizationId));
  return view;
}

export function clusterResponse(view: ClusterView, origin: string): IssuesCluster {
  const { record } = view;
  return {
    object: 'issues-cluster',
    id: record.id,
    label: record.label,
    createdAt: record.createdAt,
    updatedAt: new Date(view.updatedAt).toISOString(),
    icon: record.icon,
    summary: record.summary,
    weeklyPulse: [...view.weeklyPulse],
    sources: { ...view.sources },
    stats: { ...view.stats },
    urls: {
      location: `${origin}/v1/orgs/${encodeURIComponent(record.organizationId)}/conversations-clusters/${encodeURIComponent(record.id)}`,
      app: `${organizationAppUrl(record.organizationId)}/insights/${encodeURIComponent(record.id)}`,
    },
    status: view.status,
  };
}
