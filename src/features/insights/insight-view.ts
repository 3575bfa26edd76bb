import { plural } from '@/lib/format';
import type {
  ConversationPart,
  IssuesCluster,
  IssuesClusterStatus,
  TopicOrderBy,
} from './api/insight-queries';

/** "Zendesk" for `integration:zendesk:inst_acme_zendesk`, "Email" for `email`. */
export function sourceLabel(source: string): string {
  if (source === 'email') return 'Email';
  const [kind, integration] = source.split(':');
  if (kind === 'integration' && integration)
    return integration.charAt(0).toUpperCase() + integration.slice(1);
  return source;
}

export const topicStatusLabels: Record<IssuesClusterStatus, string> = {
  analysing: 'Analysing',
  pending: 'Up to date',
};

export const topicOrderLabels: Record<TopicOrderBy, string> = {
  updatedAt: 'Latest issue',
  issues: 'Issues',
  conversations: 'Conversations',
  tasksTotal: 'Tasks',
  tasksBacklog: 'Tasks in backlog',
  tasksStarted: 'Tasks started',
};

export const partRoleLabels: Record<ConversationPart['role'], string> = {
  user: 'Customer',
  assistant: 'Assistant',
  'team-member': 'Team member',
};

/** The weekly pulse in words, for those who cannot see the sparkline. */
export function pulseDescription(pulse: readonly number[]): string {
  const latest = pulse.at(-1) ?? 0;
  return `Issues per week over the last ${pulse.length} weeks, oldest first: ${pulse.join(', ')}. ${plural(latest, 'issue', 'issues')} in the latest week.`;
}

/** The four task buckets of a topic, in the order the bar draws them. */
export function taskParts(stats: IssuesCluster['stats']) {
  return [
    { key: 'backlog', label: 'backlog', count: stats.tasksBacklog },
    { key: 'started', label: 'started', count: stats.tasksStarted },
    { key: 'completed', label: 'completed', count: stats.tasksCompleted },
    { key: 'cancelled', label: 'cancelled', count: stats.tasksCancelled },
  ] as const;
}

export function tasksDescription(stats: IssuesCluster['stats']): string {
  if (stats.tasksTotal === 0) return 'No change request works on this topic yet.';
  const parts = taskParts(stats)
    .filter((part) => part.count > 0)
    .map((part) => `${part.count} ${part.label}`);
  return `${plural(stats.tasksTotal, 'task', 'tasks')}: ${parts.join(', ')}.`;
}

/** The sources of a topic, the busiest first. */
export function sourcesOf(sources: Record<string, number>): { source: string; count: number }[] {
  return Object.entries(sources)
    .map(([source, count]) => ({ source, count }))
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
