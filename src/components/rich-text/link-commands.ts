import { Range, Transforms, type NodeEntry } from 'slate';
import { above, isElementOf } from './editor-commands';
import type { CustomEditor, LinkElement } from './slate-types';
import { isSafeUrl } from '@/api/safe-url';

/* Link commands: the address check the link form shows, and adding, changing, removing. */

/** Why a link address is refused, or undefined when it is fine (the check shown by the field). */
export function linkUrlProblem(url: string): string | undefined {
  const value = url.trim();
  if (value === '') return 'Enter the address the link goes to.';
  // The rule the backend applies too; what follows is only stricter (a full address).
  if (!isSafeUrl(value)) return 'Only https://, http:// and mailto: addresses can be linked.';
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return 'Enter a full address starting with https:// or http://, or mailto:.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'Only https://, http:// and mailto: addresses can be linked.';
  }
  if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') {
    return 'The address needs a domain, like https://example.com.';
  }
  return undefined;
}

export function activeLink(editor: CustomEditor): NodeEntry<LinkElement> | undefined {
  return above(editor, (node): node is LinkElement => isElementOf(node, 'link'));
}

export function linkUrl(link: LinkElement): string | undefined {
  const ref = link.data?.ref;
  if (typeof ref !== 'object' || ref === null || !('url' in ref)) return undefined;
  return typeof ref.url === 'string' ? ref.url : undefined;
}

/**
 * Links the selection to `url`; with a collapsed selection inserts `text` (or the address) as
 * the link. On an existing link, changes its address and keeps its other data.
 */
export function insertLink(editor: CustomEditor, url: string, text?: string): void {
  const href = url.trim();
  const current = activeLink(editor);
  if (current) {
    const [link, path] = current;
    Transforms.setNodes(
      editor,
      { data: { ...link.data, ref: { kind: 'url', url: href } } },
      { at: path },
    );
    return;
  }
  const link: LinkElement = {
    type: 'link',
    data: { ref: { kind: 'url', url: href } },
    children: [],
  };
  if (!editor.selection || Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: text?.trim() || href }] });
    // Leave the cursor after the link, so typing goes on in plain text.
    Transforms.move(editor, { unit: 'offset' });
    return;
  }
  Transforms.wrapNodes(editor, link, { split: true });
  Transforms.collapse(editor, { edge: 'end' });
}

export function removeLink(editor: CustomEditor): void {
  Transforms.unwrapNodes(editor, { match: (node) => isElementOf(node, 'link') });
}
