import {
  Bell,
  ChartLine,
  Database,
  Globe,
  KeyRound,
  Lock,
  MessagesSquare,
  Receipt,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { cx } from '@/lib/class-names';
import { plural } from '@/lib/format';
import type { IssuesCluster } from '../api/insight-queries';
import {
  pulseDescription,
  sourceLabel,
  sourcesOf,
  taskParts,
  tasksDescription,
} from '../insight-view';
import styles from './insights.module.css';

/** The icon names topics use, drawn with lucide; an unknown name gets a speech bubble. */
const icons: Record<string, LucideIcon> = {
  key: KeyRound,
  database: Database,
  lock: Lock,
  globe: Globe,
  receipt: Receipt,
  search: Search,
  bell: Bell,
  chart: ChartLine,
};

export function TopicIcon(props: { icon: string }) {
  const Icon = icons[props.icon] ?? MessagesSquare;
  return (
    <span className={styles.icon} aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}

/** The 13 weekly counts as a line, with the counts in words as its text alternative. */
export function Sparkline(props: { pulse: readonly number[] }) {
  const width = 120;
  const height = 28;
  const max = Math.max(1, ...props.pulse);
  const step = width / Math.max(1, props.pulse.length - 1);
  const points = props.pulse.map(
    (count, index) => [index * step, height - 2 - (count / max) * (height - 4)] as const,
  );
  const last = points.at(-1);
  return (
    <svg
      className={styles.sparkline}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={pulseDescription(props.pulse)}
    >
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {last ? <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}

/** Conversations per source, the busiest first. */
export function SourceChips(props: { sources: Record<string, number> }) {
  const sources = sourcesOf(props.sources);
  if (sources.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Conversations by source">
      {sources.map(({ source, count }) => (
        <li key={source} className={styles.chip} title={source}>
          {sourceLabel(source)} <span>{count}</span>
        </li>
      ))}
    </ul>
  );
}

const bucketClass = {
  backlog: styles.backlog,
  started: styles.started,
  completed: styles.completed,
  cancelled: styles.cancelled,
};

/** The change requests on a topic by state: a bar, and the same in words beside it. */
export function TasksBar(props: { stats: IssuesCluster['stats'] }) {
  const { stats } = props;
  const words = tasksDescription(stats);
  return (
    <div className={styles.tasks}>
      {stats.tasksTotal > 0 ? (
        <div className={styles.tasksBar} aria-hidden="true">
          {taskParts(stats).map((part) =>
            part.count > 0 ? (
              <span
                key={part.key}
                className={cx(bucketClass[part.key])}
                style={{ width: `${(part.count / stats.tasksTotal) * 100}%` }}
              />
            ) : null,
          )}
        </div>
      ) : null}
      <span className="muted">{words}</span>
    </div>
  );
}

/** A week's label in the pulse table: "This week", "1 week ago", "12 weeks ago". */
function weekLabel(index: number, length: number): string {
  const ago = length - 1 - index;
  return ago === 0 ? 'This week' : `${plural(ago, 'week', 'weeks')} ago`;
}

/** The topic's pulse as bars, with the counts in a table for screen readers. */
export function PulseChart(props: { pulse: readonly number[] }) {
  const id = useId();
  const { pulse } = props;
  const width = 520;
  const height = 140;
  const max = Math.max(1, ...pulse);
  const slot = width / pulse.length;
  return (
    <figure aria-labelledby={`${id}-caption`} style={{ margin: 0 }}>
      <svg className={styles.pulse} viewBox={`0 0 ${width} ${height + 18}`} aria-hidden="true">
        {pulse.map((count, index) => {
          const barHeight = (count / max) * (height - 16);
          return (
            <g key={index}>
              <rect
                x={index * slot + 4}
                y={height - barHeight}
                width={slot - 8}
                height={Math.max(barHeight, count > 0 ? 2 : 0)}
                rx={3}
                fill="currentColor"
              />
              {count > 0 ? (
                <text
                  className={styles.pulseAxis}
                  x={index * slot + slot / 2}
                  y={height - barHeight - 4}
                  textAnchor="middle"
                >
                  {count}
                </text>
              ) : null}
            </g>
          );
        })}
        <text className={styles.pulseAxis} x={0} y={height + 14}>
          {plural(pulse.length - 1, 'week', 'weeks')} ago
        </text>
        <text className={styles.pulseAxis} x={width} y={height + 14} textAnchor="end">
          This week
        </text>
      </svg>
      <figcaption id={`${id}-caption`} className="muted">
        {plural(
          pulse.reduce((sum, count) => sum + count, 0),
          'issue',
          'issues',
        )}{' '}
        over the last {pulse.length} weeks, {pulse.at(-1) ?? 0} in the latest week.
      </figcaption>
      <DataTable
        className="visually-hidden"
        caption="Issues per week"
        headings={['Week', 'Issues']}
        items={pulse.map((count, index) => ({ id: String(index), count, index }))}
      >
        {(week) => (
          <>
            <th scope="row">{weekLabel(week.index, pulse.length)}</th>
            <td>{week.count}</td>
          </>
        )}
      </DataTable>
    </figure>
  );
}
