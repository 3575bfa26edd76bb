import type { SemanticChange } from './api/review-queries';

/** The word for each kind of change; an edited page also names the parts that changed. */
const kindOf: Record<SemanticChange['type'], string> = {
  page_created: 'Added',
  page_deleted: 'Removed',
  page_edited: 'Edited',
  page_moved: 'Moved',
  file_created: 'File added',
  file_deleted: 'File removed',
  file_edited: 'File edited',
  variables_edited: 'Variables edited',
  reusable_content_created: 'Reusable content added',
  reusable_content_deleted: 'Reusable content removed',
  reusable_content_edited: 'Reusable content edited',
};

/** The thing a change is about: each kind carries exactly one of these. */
function subjectOf(change: SemanticChange): string {
  if ('page' in change) return change.page.title;
  if ('file' in change) return change.file.name;
  if ('reusableContent' in change) return change.reusableContent.title;
  return Object.keys(change.variables).join(', ');
}

/** What one change is, in words: its kind and the thing it is about. */
export function describeChange(change: SemanticChange): { kind: string; subject: string } {
  const kind = kindOf[change.type];
  if (change.type !== 'page_edited') return { kind, subject: subjectOf(change) };
  const parts = Object.keys(change.attributes).map((key) => (key === 'document' ? 'content' : key));
  return { kind: `${kind} (${parts.join(', ')})`, subject: change.page.title };
}
