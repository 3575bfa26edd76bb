import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../markdown';
import styles from './summary-markdown.module.css';

/**
 * An integration's summary: Markdown parsed by `parseMarkdown` and built from React elements,
 * so its text is always text (never HTML) and a link keeps only a safe address. Headings start
 * at `headingLevel` (the page's own headings come first).
 */
export function SummaryMarkdown(props: { source: string; headingLevel?: number }) {
  const blocks = parseMarkdown(props.source);
  const base = props.headingLevel ?? 3;
  return (
    <div className={styles.markdown}>{blocks.map((block, i) => renderBlock(block, i, base))}</div>
  );
}

function renderBlock(block: Block, key: number, base: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'heading': {
      const level = Math.min(6, base + block.level - 1);
      const Heading = `h${level}` as 'h3';
      return <Heading key={key}>{renderInlines(block.children)}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{renderInlines(item)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre key={key} className={styles.code}>
          <code>{block.text}</code>
        </pre>
      );
  }
}

function renderInlines(inlines: readonly Inline[]): ReactNode[] {
  return inlines.map((inline, key) => {
    switch (inline.type) {
      case 'text':
        return inline.text;
      case 'strong':
        return <strong key={key}>{renderInlines(inline.children)}</strong>;
      case 'em':
        return <em key={key}>{renderInlines(inline.children)}</em>;
      case 'code':
        return <code key={key}>{inline.text}</code>;
      case 'link': {
        const children = renderInlines(inline.children);
        if (inline.href === undefined) return <span key={key}>{children}</span>;
        const external = /^https?:/i.test(inline.href);
        return (
          <a
            key={key}
            href={inline.href}
            {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
          >
            {children}
          </a>
        );
      }
    }
  });
}
