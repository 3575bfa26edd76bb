import { document, heading, paragraph } from '../../../api/document-builders.ts';
import type { DocumentValue } from '../store/state.ts';
import { documentText } from './document-text.ts';
import { slugOf } from './page-records.ts';

/**
 * A page's body as a platform Document (platform-values §2) and back to the titled sections the
 * older readers of the content keep (search, links, translations, the site's AI): a section is
 * a second-level heading and the blocks up to the next one. Blocks carry a `key`, the node id a
 * comment anchors to (platform-content §7): the seeds and imports give each block a stable one.
 */

export interface PageSection {
  title: string;
  body: string;
}

/** Top-level blocks as the section split reads them. */
type Block = DocumentValue['nodes'][number];

/** A section with the key of its heading (its paragraphs' keys follow from it). */
export interface KeyedSection extends PageSection {
  key: string;
}

/** A Document of sections: a heading, then one paragraph per blank-line-separated part. */
export function documentOfSections(sections: readonly KeyedSection[]): DocumentValue {
  const blocks: Block[] = [];
  for (const section of sections) {
    blocks.push({ ...heading(2, section.title, slugOf(section.title)), key: section.key });
    section.body
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .forEach((part, at) => blocks.push({ ...paragraph(part), key: `${section.key}-p${at + 1}` }));
  }
  return document(...blocks);
}

/**
 * A Document of titled sections, keyed `<keyPrefix>-s<n>` (and `-p<m>` for the paragraphs), so
 * the same section keeps its node ids in every revision that has it.
 */
export function sectionsDocument(
  keyPrefix: string,
  sections: readonly PageSection[],
): DocumentValue {
  return documentOfSections(
    sections.map((section, index) => ({ ...section, key: `${keyPrefix}-s${index + 1}` })),
  );
}

const isHeading = (block: Block): boolean => block.type.startsWith('heading-');

/**
 * The sections of a Document with their heading's key: each heading starts one; blocks before
 * the first heading make a section titled by the page. Bodies are the blocks' text.
 */
export function keyedSectionsOf(body: DocumentValue, pageTitle: string): KeyedSection[] {
  const sections: { key: string; title: string; blocks: Block[] }[] = [];
  for (const block of body.nodes) {
    if (isHeading(block)) {
      sections.push({
        key: block.key ?? `s${sections.length + 1}`,
        title: documentText(document(block)).replace(/^#+ /, ''),
        blocks: [],
      });
      continue;
    }
    if (sections.length === 0) sections.push({ key: 's0', title: pageTitle, blocks: [] });
    (sections.at(-1) as { blocks: Block[] }).blocks.push(block);
  }
  return sections.map((section) => ({
    key: section.key,
    title: section.title,
    body: documentText(document(...section.blocks)),
  }));
}

/** The sections of a Document (see keyedSectionsOf). */
export function sectionsOf(body: DocumentValue, pageTitle: string): PageSection[] {
  return keyedSectionsOf(body, pageTitle).map(({ title, body: text }) => ({ title, body: text }));
}

interface KeyedNode {
  readonly key?: string;
  readonly nodes?: readonly KeyedNode[];
  readonly fragments?: readonly KeyedNode[];
}

/** Whether any node of the Document (children and fragments included) has the key `key`. */
export function hasNodeKey(body: DocumentValue, key: string): boolean {
  const visit = (node: KeyedNode): boolean =>
    node.key === key || [...(node.nodes ?? []), ...(node.fragments ?? [])].some(visit);
  const blocks: readonly KeyedNode[] = body.nodes;
  return blocks.some(visit);
}

/** The body of a page never written: the platform answers an empty Document. */
export function emptyDocument(): DocumentValue {
  return document();
}
