import { cx } from '@/lib/class-names';
import { BlocksView } from '@/components/rich-text/blocks-view';
import type { DocumentBlock } from '@/components/rich-text/slate-types';
import type { BlockChange } from './diff-documents';
import { renderDiffElement, renderDiffLeaf } from './diff-render';
import styles from './document-diff.module.css';
import { describeTableChange } from './table-changes';

/*
 * One block of the diff drawn like the page: unchanged as it is; added inside `<ins>` and
 * removed inside `<del>`, each with a word for readers that do not announce those elements;
 * edited as its merged block (words marked), or as the old block removed and the new one
 * inserted when it cannot be merged (a table, an expandable).
 */

function Whole(props: { block: DocumentBlock; flag: 'ins' | 'del' }) {
  const Tag = props.flag;
  return (
    <Tag className={cx(styles[props.flag], styles.whole)}>
      <span className="visually-hidden">{props.flag === 'ins' ? 'added: ' : 'removed: '}</span>
      <BlocksView nodes={[props.block]} />
    </Tag>
  );
}

function Replaced(props: { before: DocumentBlock; after: DocumentBlock }) {
  const rows =
    props.before.type === 'table' && props.after.type === 'table'
      ? describeTableChange(props.before, props.after)
      : null;
  return (
    <>
      {rows ? <p className={styles.note}>{rows}</p> : null}
      <Whole block={props.before} flag="del" />
      <Whole block={props.after} flag="ins" />
    </>
  );
}

export function DiffBlock(props: { change: BlockChange }) {
  const { change } = props;
  switch (change.kind) {
    case 'unchanged':
      return <BlocksView nodes={[change.block]} />;
    case 'added':
      return <Whole block={change.block} flag="ins" />;
    case 'removed':
      return <Whole block={change.block} flag="del" />;
    case 'moved':
    case 'edited':
      // A block moved and edited reads as edited, in its new place.
      if (change.kind === 'moved' && !change.edited) return <BlocksView nodes={[change.block]} />;
      return change.merged ? (
        <BlocksView
          nodes={[change.merged]}
          renderElement={renderDiffElement}
          renderLeaf={renderDiffLeaf}
        />
      ) : (
        <Replaced before={change.before} after={change.block} />
      );
  }
}
