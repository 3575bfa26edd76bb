import { diffArrays, wordsWithSpaceDiff } from 'diff';
import type {
  DocumentLeaf,
  DocumentMark,
  DocumentNode,
  DocumentText,
} from '@/components/rich-text/slate-types';
import { flagged, type DiffFlag } from './diff-flags';
import { signatureOf } from './node-identity';

/*
 * The word diff inside one block of text (a paragraph, a heading, a line of code): its texts'
 * leaves cut into words, spaces and punctuation (jsdiff's word-with-space tokens), an inline
 * node (a link, an emoji, a mention) taken as one token, and the two token lists aligned with
 * jsdiff. A word whose marks changed (made bold) counts as changed. Each piece keeps the marks
 * of the leaf it came from: a word in bold that was removed is shown bold and struck out.
 */

/** A piece of one leaf: its text and what the leaf carried. */
type Piece = DocumentLeaf;

type Token =
  | { kind: 'words'; text: string; pieces: Piece[]; marks: string }
  | { kind: 'node'; node: DocumentNode; signature: string };

const marksSignature = (marks: DocumentMark[]) => JSON.stringify(marks);

/** The leaves of a run of texts, cut where the tokens of their joined text end. */
function wordTokens(texts: DocumentText[]): Token[] {
  const leaves = texts.flatMap((text) => text.leaves);
  const whole = leaves.map((leaf) => leaf.text).join('');
  const tokens: Token[] = [];
  let leafIndex = 0;
  let leafOffset = 0;
  for (const word of wordsWithSpaceDiff.tokenize(whole)) {
    const pieces: Piece[] = [];
    let rest = word.length;
    while (rest > 0 && leafIndex < leaves.length) {
      const leaf = leaves[leafIndex]!;
      const take = Math.min(rest, leaf.text.length - leafOffset);
      if (take > 0) {
        pieces.push({ ...leaf, text: leaf.text.slice(leafOffset, leafOffset + take) });
        rest -= take;
        leafOffset += take;
      }
      if (leafOffset >= leaf.text.length) {
        leafIndex += 1;
        leafOffset = 0;
      }
    }
    tokens.push({
      kind: 'words',
      text: word,
      pieces,
      marks: pieces.map((piece) => marksSignature(piece.marks)).join('|'),
    });
  }
  return tokens;
}

function tokensOf(nodes: readonly DocumentNode[]): Token[] {
  const tokens: Token[] = [];
  let run: DocumentText[] = [];
  const endRun = () => {
    if (run.length > 0) tokens.push(...wordTokens(run));
    run = [];
  };
  for (const node of nodes) {
    if (node.object === 'text' && Array.isArray(node.leaves)) {
      run.push(node);
      continue;
    }
    endRun();
    tokens.push({ kind: 'node', node, signature: signatureOf(node) });
  }
  endRun();
  return tokens;
}

const sameToken = (a: Token, b: Token) =>
  a.kind === 'words' && b.kind === 'words'
    ? a.text === b.text && a.marks === b.marks
    : a.kind === 'node' && b.kind === 'node' && a.signature === b.signature;

/** What a leaf carries besides its text: two pieces alike join into one leaf. */
const leafShape = (leaf: DocumentLeaf) => JSON.stringify({ ...leaf, text: '' });

/** Appends a piece, joined to the last leaf when it has the same marks and flag. */
function pushLeaf(leaves: DocumentLeaf[], piece: Piece, flag: DiffFlag | undefined) {
  const leaf: DocumentLeaf = flag ? { ...piece, diff: flag } : { ...piece };
  const last = leaves.at(-1);
  if (last && leafShape(last) === leafShape(leaf)) last.text += leaf.text;
  else leaves.push(leaf);
}

/** Whether a merged piece of content says anything inserted or deleted. */
export interface InlineMerge {
  nodes: DocumentNode[];
  changed: boolean;
}

/**
 * The children of a block of text before and after, merged: unchanged words once, removed ones
 * flagged `del`, inserted ones flagged `ins`, in reading order (what went before what came).
 */
export function mergeInlineContent(
  before: readonly DocumentNode[],
  after: readonly DocumentNode[],
): InlineMerge {
  const parts = diffArrays(tokensOf(before), tokensOf(after), { comparator: sameToken });
  const nodes: DocumentNode[] = [];
  let leaves: DocumentLeaf[] = [];
  const endText = () => {
    if (leaves.length > 0) nodes.push({ object: 'text', leaves });
    leaves = [];
  };
  let changed = false;
  for (const part of parts) {
    const flag: DiffFlag | undefined = part.added ? 'ins' : part.removed ? 'del' : undefined;
    if (flag) changed = true;
    for (const token of part.value) {
      if (token.kind === 'words') {
        for (const piece of token.pieces) pushLeaf(leaves, piece, flag);
        continue;
      }
      endText();
      nodes.push(flag ? flagged(token.node, flag) : token.node);
    }
  }
  endText();
  return { nodes, changed };
}
