import { useMemo } from 'react';
import { ExpandCollapseButtons } from '@/components/sortable-tree/expand-collapse-buttons';
import { countTree } from '@/components/sortable-tree/tree-model';
import { plural } from '@/lib/format';
import type { ContentItem } from '../content-tree-data';
import { TextField } from '@/components/ui/text-field';
import styles from './content-tree-toolbar.module.css';

const spacesAndCollections = (spaces: number, collections: number) =>
  `${plural(spaces, 'space', 'spaces')} and ${plural(collections, 'collection', 'collections')}`;

/** The filter by title, how many items are shown (read out as it changes), Expand and Collapse all. */
export function ContentTreeToolbar(props: {
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The rows the filter keeps. */
  shown: readonly ContentItem[];
  total: { spaces: number; collections: number };
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  const query = props.filter.trim();
  const counts = useMemo(() => countTree(props.shown, (item) => item.data.kind), [props.shown]);
  return (
    <div className={styles.toolbar}>
      <div className={styles.filter}>
        <TextField
          label="Filter by title"
          type="search"
          value={props.filter}
          maxLength={100}
          onChange={props.onFilterChange}
        />
      </div>
      <p className={styles.counts} role="status">
        {query
          ? `${spacesAndCollections(counts.get('space') ?? 0, counts.get('collection') ?? 0)} match “${query}”.`
          : `Showing ${spacesAndCollections(props.total.spaces, props.total.collections)}.`}
      </p>
      <ExpandCollapseButtons onExpandAll={props.onExpandAll} onCollapseAll={props.onCollapseAll} />
    </div>
  );
}
