import { cloneElement, type JSX } from 'react';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { cx } from '@/lib/class-names';
import { renderElement, renderLeaf } from '@/components/rich-text/render';
import type { CustomElement } from '@/components/rich-text/slate-types';
import { isDiffFlag, type DiffFlag } from './diff-flags';
import styles from './document-diff.module.css';

/*
 * The editor's renderer (render.tsx), with what a merged block flags as inserted or deleted
 * (diff-flags.ts) drawn as `<ins>` and `<del>`: the words themselves, and void nodes (an emoji,
 * an image) whole. An element flagged as a whole (a list item removed) also carries
 * `data-diff`, for its marker; its words are flagged too, so the markup does not rest on it.
 * Module-level functions: Slate re-renders every element when these change identity.
 */

function elementFlag(element: CustomElement): DiffFlag | undefined {
  const flag =
    'node' in element ? element.node.diff : 'extra' in element ? element.extra?.diff : undefined;
  return isDiffFlag(flag) ? flag : undefined;
}

export function renderDiffElement(props: RenderElementProps): JSX.Element {
  const drawn = renderElement(props);
  const flag = elementFlag(props.element);
  if (!flag) return drawn;
  if ('node' in props.element) {
    const Tag = flag;
    const whole = props.element.type !== 'void-inline' && props.element.type !== 'opaque-inline';
    return <Tag className={cx(styles[flag], whole && styles.whole)}>{drawn}</Tag>;
  }
  return cloneElement(drawn, { 'data-diff': flag } as Record<string, string>);
}

export function renderDiffLeaf(props: RenderLeafProps): JSX.Element {
  const flag = props.leaf.source?.leafProps?.diff;
  if (!isDiffFlag(flag)) return renderLeaf(props);
  const Tag = flag;
  return renderLeaf({ ...props, children: <Tag className={styles[flag]}>{props.children}</Tag> });
}
