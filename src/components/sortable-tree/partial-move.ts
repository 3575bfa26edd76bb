import { errorMessage } from '@/lib/api-error';

/**
 * A move that could be neither finished nor undone: the tree must not say "It is back where it
 * was". `left` says what the structure holds now ("it is now in both Guides and API."), `reason`
 * the backend's words for the step that failed.
 */
export class PartialMoveError extends Error {
  readonly left: string;
  readonly reason: string;

  constructor(left: string, reason: string) {
    super(`${left} ${reason}`);
    this.name = 'PartialMoveError';
    this.left = left;
    this.reason = reason;
  }
}

/** What the live region says when a move failed: back where it was, or what is left. */
export function failedMoveWords(name: string, error: unknown): string {
  if (error instanceof PartialMoveError)
    return `${name} was only partly moved: ${error.left} ${error.reason}`;
  return `${name} was not moved: ${errorMessage(error)} It is back where it was.`;
}
