import { useState } from 'react';

/**
 * What a search box holds: what the person types, which follows the address when the search
 * in it changes elsewhere (a "Clear" button, Back), without remounting the box and losing focus.
 */
export function useSearchText(applied: string | undefined) {
  const [text, setText] = useState(applied ?? '');
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied ?? '');
  }
  return [text, setText] as const;
}
