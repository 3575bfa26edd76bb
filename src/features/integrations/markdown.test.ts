import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('links in a summary', () => {
  const hrefOf = (address: string) => {
    const [link] = parseInline(`[docs](${address})`);
    return link?.type === 'link' ? link.href : 'not a link';
  };

  it('keep http(s), mailto and relative addresses', () => {
    for (const address of [
      'https://pulse.example/docs',
      'HTTP://pulse.example',
      'mailto:help@pulse.example',
      '/orgs/org_acme/sites',
      '../setup#keys',
      '#keys',
    ])
      expect(hrefOf(address), address).toBe(address);
  });

  it('lose every other address, however it is disguised, and keep their text', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'file:///etc/passwd',
    ])
      expect(hrefOf(address), JSON.stringify(address)).toBeUndefined();
    expect(parseInline('[docs](javascript:alert(1))')[0]).toMatchObject({
      children: [{ type: 'text', text: 'docs' }],
    });
  });
});

describe('parseInline', () => {
  it('reads emphasis, code and links', () => {
    expect(parseInline('Paste your **site key**, then *choose* `sites`.')).toEqual([
      { type: 'text', text: 'Paste your ' },
      { type: 'strong', children: [{ type: 'text', text: 'site key' }] },
      { type: 'text', text: ', then ' },
      { type: 'em', children: [{ type: 'text', text: 'choose' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'sites' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[the **docs**](https://pulse.example)')).toEqual([
      {
        type: 'link',
        href: 'https://pulse.example',
        children: [
          { type: 'text', text: 'the ' },
          { type: 'strong', children: [{ type: 'text', text: 'docs' }] },
        ],
      },
    ]);
  });

  it('keeps the text of a refused link without its address', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'link', href: undefined, children: [{ type: 'text', text: 'click' }] },
      { type: 'text', text: ')' },
    ]);
  });

  it('leaves underscores inside words, lone stars and escapes as text', () => {
    expect(parseInline('site_key and tracking_id')).toEqual([
      { type: 'text', text: 'site_key and tracking_id' },
    ]);
    expect(parseInline('2 * 3 = 6')).toEqual([{ type: 'text', text: '2 * 3 = 6' }]);
    expect(parseInline('\\*not emphasis\\*')).toEqual([{ type: 'text', text: '*not emphasis*' }]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs, headings, lists and code', () => {
    const blocks = parseMarkdown(
      '## Two-way Git sync\n\nEdit in the console\nor in Git.\n\n- Markdown in\n- One branch\n  per space\n\n1. Install\n2. Configure\n\n```\n<b>raw</b>\n```',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
    ]);
    expect(blocks[0]).toMatchObject({ level: 2 });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Edit in the console or in Git.' }],
    });
    expect(blocks[2]).toEqual({
      type: 'list',
      ordered: false,
      items: [
        [{ type: 'text', text: 'Markdown in' }],
        [{ type: 'text', text: 'One branch per space' }],
      ],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ type: 'code', text: '<b>raw</b>' });
  });

  it('answers nothing for an empty summary', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n  \n')).toEqual([]);
  });
});
