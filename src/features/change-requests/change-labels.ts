import type { SemanticChange } from './api/review-queries';

/** What one change is, in words: its kind and the thing it is about. */
export function describeChange(change: SemanticChange): { kind: string; subject: string } {
  switch (change.type) {
    case 'page_created':
      return { kind: 'Added', subject: change.page.title };
    case 'page_deleted':
      return { kind: 'Removed', subject: change.page.title };
    case 'page_edited': {
      const parts = Object.keys(change.attributes).map((key) =>
        key === 'document' ? 'content' : key,
      );
      return { kind: `Edited (${parts.join(', ')})`, subject: change.page.title };
    }
    case 'page_moved':
      return { kind: 'Moved', subject: change.page.title };
    case 'file_created':
      return { kind: 'File added', subject: change.file.name };
    case 'file_deleted':
      return { kind: 'File removed', subject: change.file.name };
    case 'file_edited':
      return { kind: 'File edited', subject: change.file.name };
    case 'variables_edited':
      return { kind: 'Variables edited', subject: Object.keys(change.variables).join(', ') };
    case 'reusable_content_created':
      return { kind: 'Reusable content added', subject: change.reusableContent.title };
    case 'reusable_content_deleted':
      return { kind: 'Reusable content removed', subject: change.reusableContent.title };
    case 'reusable_content_edited':
      return { kind: 'Reusable content edited', subject: change.reusableContent.title };
  }
}
