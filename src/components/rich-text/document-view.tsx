import { useMemo } from 'react';
import { documentToSlate } from './convert';
import { RichTextEditor } from './rich-text-editor';
import type { LooseDocument } from './slate-types';

// Slate reads its value once; another document object mounts a new viewer.
const documentIds = new WeakMap<LooseDocument, number>();
let nextId = 1;
function idOf(document: LooseDocument): number {
  let id = documentIds.get(document);
  if (id === undefined) {
    id = nextId++;
    documentIds.set(document, id);
  }
  return id;
}

/**
 * Renders a platform Document read-only, through the editor's own renderer so a document looks
 * the same whether it is read or edited (unknown nodes are named, never silently hidden).
 */
export function DocumentView(props: {
  document: LooseDocument;
  label: string;
  describedBy?: string;
}) {
  const value = useMemo(() => documentToSlate(props.document), [props.document]);
  if (props.document.nodes.length === 0) {
    return <p className="muted">This document is empty.</p>;
  }
  return (
    <RichTextEditor
      key={idOf(props.document)}
      initialValue={value}
      label={props.label}
      describedBy={props.describedBy}
      readOnly
    />
  );
}
