/**
 * The small part of Markdown an integration's summary uses (paragraphs, headings, lists,
 * fenced code, emphasis, inline code, links), parsed into a tree the console renders with
 * React elements. Nothing in it is ever HTML: a `<script>` in a summary is text, and a link
 * keeps its address only when the console's one safe-URL rule lets it be live (`liveUrl`).
 */

import { liveUrl } from '@/api/safe-url';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  /** `href` is undefined when the address was refused: the text shows without a link. */
  | { type: 'link'; href: string | undefined; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string };

const escapable = /[\\`*_[\]()#+\-.!<>]/;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** Where a run of `delimiter` closes the emphasis that starts at `from`, or -1. */
function closing(text: string, delimiter: string, from: number): number {
  let index = text.indexOf(delimiter, from);
  while (index !== -1) {
    const next = text[index + delimiter.length];
    const underscoreInWord = delimiter.startsWith('_') && isWordChar(next);
    if (index > from && !underscoreInWord && text[index - 1] !== '\\') return index;
    index = text.indexOf(delimiter, index + 1);
  }
  return -1;
}

/** Parses the inline Markdown of one paragraph, heading or list item. */
export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') result.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\\' && escapable.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        result.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const close = text.indexOf('](', i + 1);
      const end = close === -1 ? -1 : text.indexOf(')', close + 2);
      if (close !== -1 && end !== -1) {
        flush();
        const address = text.slice(close + 2, end).trim();
        result.push({
          type: 'link',
          href: liveUrl(address),
          children: parseInline(text.slice(i + 1, close)),
        });
        i = end + 1;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const strong = text[i + 1] === char;
      const delimiter = strong ? char + char : char;
      const opensWord = char === '*' || !isWordChar(text[i - 1]);
      const end = opensWord ? closing(text, delimiter, i + delimiter.length) : -1;
      if (end !== -1) {
        flush();
        result.push({
          type: strong ? 'strong' : 'em',
          children: parseInline(text.slice(i + delimiter.length, end)),
        });
        i = end + delimiter.length;
        continue;
      }
    }
    buffer += char;
    i += 1;
  }
  flush();
  return result;
}

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletLine = /^\s*[-*+]\s+(.*)$/;
const numberLine = /^\s*\d{1,9}[.)]\s+(.*)$/;
const fenceLine = /^\s*(```|~~~)/;

/** Parses a summary into blocks; any text becomes at least a paragraph. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = undefined;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = fenceLine.exec(line)?.[1];
    if (fence) {
      endParagraph();
      endList();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trimStart().startsWith(fence)) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({
        type: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    const bullet = bulletLine.exec(line);
    const number = bullet ? null : numberLine.exec(line);
    const item = bullet ?? number;
    if (item) {
      endParagraph();
      const ordered = number !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list && /^\s+/.test(line)) {
      // An indented line continues the list's last item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
