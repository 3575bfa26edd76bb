import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`, for work that should wait until typing pauses
 * (a search request per keystroke would be cancelled by the next). An empty value is at once:
 * clearing a field needs no wait.
 */
export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}
