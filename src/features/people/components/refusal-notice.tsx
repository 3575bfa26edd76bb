import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api-error';

/**
 * Why the backend refused a change made from a row (the last admin, the last owner), shown in
 * full above the table rather than in the row, whose cells are too narrow for a sentence. The
 * row's control points at it with `aria-describedby` while it is about that row.
 */
interface Refusal {
  /** The user id of the row it is about. */
  subject: string;
  message: string;
}

interface RefusalState {
  refusal: Refusal | undefined;
  noticeId: string;
  report: (subject: string, what: string, error: unknown) => void;
  clear: () => void;
}

const RefusalContext = createContext<RefusalState | undefined>(undefined);

/** Holds the refusal of a table's rows; `children` render the notice and the table. */
export function RefusalProvider(props: { children: ReactNode }) {
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const noticeId = useId();
  const value = useMemo<RefusalState>(
    () => ({
      refusal,
      noticeId,
      report: (subject, what, error) =>
        setRefusal({ subject, message: `${what}: ${errorMessage(error)}` }),
      clear: () => setRefusal(undefined),
    }),
    [refusal, noticeId],
  );
  return <RefusalContext.Provider value={value}>{props.children}</RefusalContext.Provider>;
}

function useRefusalState(): RefusalState {
  const state = useContext(RefusalContext);
  if (!state) throw new Error('A refusable control needs a RefusalProvider above it.');
  return state;
}

/**
 * For one row's control: report a refusal about it, clear it on the next attempt, and the
 * attributes that tie the control to the notice while the refusal is about this row.
 */
export function useRowRefusal(subject: string) {
  const { refusal, noticeId, report, clear } = useRefusalState();
  const refused = refusal?.subject === subject;
  return {
    report: (what: string, error: unknown) => report(subject, what, error),
    clear,
    describedBy: refused ? noticeId : undefined,
    invalid: refused || undefined,
  };
}

/** For a change that is about no single row (the bulk bar's): report and clear. */
export function useRefusal() {
  const { report, clear } = useRefusalState();
  return { report: (what: string, error: unknown) => report('', what, error), clear };
}

/** The refusal, in full, where the table starts; nothing while there is none. */
export function RefusalNotice() {
  const { refusal, noticeId } = useRefusalState();
  if (refusal === undefined) return null;
  return (
    <div id={noticeId}>
      <Notice tone="danger" role="alert">
        {refusal.message}
      </Notice>
    </div>
  );
}
