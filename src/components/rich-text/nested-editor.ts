import { createContext, type ComponentType } from 'react';
import type { Descendant } from './slate-types';

/**
 * The editor component itself, handed down by RichTextEditor so the forms of nodes that hold
 * blocks (an expandable's body, an annotation's note) edit them with the same editor, without
 * the node forms importing the editor that draws them.
 */
export type NestedEditor = ComponentType<{
  initialValue: Descendant[];
  label: string;
  onContentChange?: (value: Descendant[]) => void;
  framed?: boolean;
}>;

export const NestedEditorContext = createContext<NestedEditor | null>(null);
