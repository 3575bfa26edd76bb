import { HeadingLink } from '@/components/ui/heading-link';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, plural } from '@/lib/format';
import type { IssuesCluster } from '../api/insight-queries';
import { topicStatusLabels } from '../insight-view';
import styles from './insights.module.css';
import { SourceChips, Sparkline, TasksBar, TopicIcon } from './topic-visuals';

/** One topic in the list: what it is, how it moves, who brings it up and what works on it. */
export function TopicCard(props: { orgId: string; topic: IssuesCluster }) {
  const { topic } = props;
  return (
    <li className={styles.topic} data-topic-row="">
      <TopicIcon icon={topic.icon} />
      <div className={styles.topicBody}>
        <div className={styles.topicHead}>
          <HeadingLink
            titleClass={styles.topicTitle}
            to="/orgs/$orgId/insights/$clusterId"
            params={{ orgId: props.orgId, clusterId: topic.id }}
          >
            {topic.label}
          </HeadingLink>
          {topic.status === 'analysing' ? (
            <StatusBadge tone="info">{topicStatusLabels.analysing}</StatusBadge>
          ) : null}
        </div>
        <p className={styles.summary}>{topic.summary}</p>
        <TopicMetrics topic={topic} />
        <SourceChips sources={topic.sources} />
        <TasksBar stats={topic.stats} />
      </div>
    </li>
  );
}

/** The pulse, the counts and the latest issue's date, in one line. */
export function TopicMetrics(props: { topic: IssuesCluster }) {
  const { topic } = props;
  return (
    <p className={styles.metrics}>
      <Sparkline pulse={topic.weeklyPulse} />
      <span className={styles.metric}>
        <strong>{plural(topic.stats.issues, 'issue', 'issues')}</strong>
      </span>
      <span className={styles.metric}>
        {plural(topic.stats.conversations, 'conversation', 'conversations')}
      </span>
      <span className="muted">Latest {formatDate(topic.updatedAt)}</span>
    </p>
  );
}
