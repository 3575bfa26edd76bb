/*
 * Conversion between the platform's Document and Slate's value. Both directions are pure.
 * `slateToDocument(documentToSlate(doc), doc)` gives back `doc` exactly (deep-equal), with no
 * canonical rewriting: everything Slate cannot hold natively rides along on the Slate nodes
 * (unknown keys in `extra`, a Document text's grouping and its marks in `source`), and any node
 * the editor does not understand becomes an opaque void element that carries it verbatim.
 *
 * Slate needs a few things the Document does not have: a text in every element, texts around
 * each inline, a block in an empty document. Those are added with `pad: true` and dropped again
 * while they stay empty.
 */

export { documentToSlate } from './document-to-slate';
export { marksOf, slateToDocument } from './slate-to-document';
