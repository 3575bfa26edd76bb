import { FileText, FolderClosed } from 'lucide-react';
import type { FlatTreeRow } from '@/components/sortable-tree/tree-model';
import { plural } from '@/lib/format';
import { nodeTitle, type ContentNode } from '../content-tree-data';
import { visibilityLabel } from '../labels';
import { ContentLink } from './content-routes';
import { cx } from '@/lib/class-names';
import styles from './content-row.module.css';
import { emojiText } from '@/lib/emoji';

/** A row's short name, in announcements, menus and messages. */
export const getLabel = (node: ContentNode) => nodeTitle(node);

/** What the row shows (title and its meta), then its kind: the row's accessible name. */
export const getRowName = (node: ContentNode) =>
  node.kind === 'space'
    ? `${node.space.title}, ${visibilityLabel(node.space.visibility)} (space)`
    : `${node.collection.title}, ${plural(node.spaces, 'space', 'spaces')} (collection)`;

export const renderRow = (row: FlatTreeRow<ContentNode>) => <ContentRow node={row.data} />;

/**
 * A space (its own emoji when it has one, else a page icon) or a collection (a folder), its
 * title as a link to its page, and its visibility or how many spaces it holds.
 */
function ContentRow(props: { node: ContentNode }) {
  const { node } = props;
  const item = node.kind === 'space' ? node.space : node.collection;
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {node.kind === 'collection' ? (
          <FolderClosed size={16} />
        ) : (
          (node.space.emoji && emojiText(node.space.emoji)) || <FileText size={16} />
        )}
      </span>
      <ContentLink
        item={item}
        className={cx(styles.title, node.kind === 'collection' && styles.collection)}
        tabIndex={-1}
        // A native link drag would take the pointer away from the row's drag and drop.
        draggable={false}
      >
        {item.title}
      </ContentLink>{' '}
      <span className={styles.meta}>
        {node.kind === 'space'
          ? visibilityLabel(node.space.visibility)
          : plural(node.spaces, 'space', 'spaces')}
      </span>
    </>
  );
}
