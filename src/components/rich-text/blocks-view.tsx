import { memo, useState, type JSX } from 'react';
import { Editable, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { cx } from '@/lib/class-names';
import { documentToSlate } from './convert';
import { createDocumentEditor } from './plugins';
import { documentClass, renderElement, renderLeaf } from './render';
import type { DocumentBlock } from './slate-types';

/*
 * Document blocks drawn read-only by the editor's own renderer, without the editor's frame,
 * toolbar or name: for a view that puts its own controls and labels between blocks (a page's
 * diff draws each block with this). Rendering functions may be given that wrap the editor's
 * (render.tsx exports them); they must keep their identity across renders, as in render.tsx.
 */
export const BlocksView = memo(function BlocksView(props: {
  /** Read once, as Slate does: to show other blocks, mount a new view (change its `key`). */
  nodes: readonly DocumentBlock[];
  renderElement?: (props: RenderElementProps) => JSX.Element;
  renderLeaf?: (props: RenderLeafProps) => JSX.Element;
  className?: string;
}) {
  const [editor] = useState(createDocumentEditor);
  const [value] = useState(() => documentToSlate({ nodes: props.nodes }));
  return (
    <Slate editor={editor} initialValue={value}>
      <Editable
        readOnly
        className={cx(documentClass, props.className)}
        renderElement={props.renderElement ?? renderElement}
        renderLeaf={props.renderLeaf ?? renderLeaf}
      />
    </Slate>
  );
});
