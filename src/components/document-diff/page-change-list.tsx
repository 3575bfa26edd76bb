import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './page-change-list.module.css';

/*
 * The pages a change request adds, deletes, moves and edits, in the page tree's order, each
 * with its title, path and kind (and whether it is a group or a link); a page opens into what
 * the caller draws (and loads) on opening: an edited page's diff, an added or deleted page as it
 * is or was. Whether a page was viewed is the caller's: it keeps it where it likes.
 */

export type PageChangeKind = 'added' | 'deleted' | 'moved' | 'edited';

export interface ChangedPage {
  id: string;
  title: string;
  kind: PageChangeKind;
  /** Where the page is (for a deleted page: where it was). */
  path?: string;
  /** For a moved page (also one moved and edited): where it was. */
  previousPath?: string;
  /** What the page is; a document when absent. */
  pageType?: 'document' | 'group' | 'link' | 'computed';
}

export interface PageChangeListProps {
  /** In the page tree's order, which the caller knows. */
  pages: readonly ChangedPage[];
  /** Ids of the pages marked as viewed. */
  viewed: ReadonlySet<string>;
  onViewedChange: (pageId: string, viewed: boolean) => void;
  /** What an opened page shows (an edited page's DocumentDiff), drawn once it is opened. */
  renderDiff: (page: ChangedPage) => ReactNode;
  /** Whether the page opens; an edited page does by default. */
  canOpen?: (page: ChangedPage) => boolean;
  /** More about the page in its header (where a link leads). */
  renderDetail?: (page: ChangedPage) => ReactNode;
  /** The level of each page's heading (3 by default); give its DocumentDiff the next level. */
  headingLevel?: 2 | 3 | 4;
  /** A page to open and scroll to (where a link to a place in it leads). */
  openPage?: string | undefined;
}

const kindLabels: Record<PageChangeKind, string> = {
  added: 'Added',
  deleted: 'Deleted',
  moved: 'Moved',
  edited: 'Edited',
};

const typeWords: Partial<Record<NonNullable<ChangedPage['pageType']>, string>> = {
  group: 'group',
  link: 'link',
};

/** "Edited", "Moved and edited", "Added link", "Deleted group". */
function kindLabel(page: ChangedPage): string {
  const kind =
    page.kind === 'edited' && page.previousPath ? 'Moved and edited' : kindLabels[page.kind];
  const type = page.pageType ? typeWords[page.pageType] : undefined;
  return type ? `${kind} ${type}` : kind;
}

const editedOpens = (page: ChangedPage) => page.kind === 'edited';

function PageRow(props: {
  page: ChangedPage;
  viewed: boolean;
  onViewedChange: (pageId: string, viewed: boolean) => void;
  renderDiff: (page: ChangedPage) => ReactNode;
  canOpen: (page: ChangedPage) => boolean;
  renderDetail: ((page: ChangedPage) => ReactNode) | undefined;
  headingLevel: 2 | 3 | 4;
  linked: boolean;
}) {
  const { page } = props;
  const opens = props.canOpen(page);
  const [open, setOpen] = useState(props.linked && opens);
  const row = useRef<HTMLLIElement>(null);
  // A link to this page (again) opens it and brings it into view.
  useEffect(() => {
    if (!props.linked) return;
    if (opens) setOpen(true);
    row.current?.scrollIntoView?.({ block: 'start' });
  }, [props.linked, opens]);
  const diffId = useId();
  const Heading = `h${props.headingLevel}` as const;
  return (
    <li ref={row} className={styles.page} data-viewed={props.viewed || undefined}>
      <div className={styles.header}>
        <Heading className={styles.title}>
          {opens ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={open ? diffId : undefined}
              onClick={() => setOpen(!open)}
            >
              {open ? (
                <ChevronDown size={16} aria-hidden />
              ) : (
                <ChevronRight size={16} aria-hidden />
              )}
              {page.title}
            </button>
          ) : (
            page.title
          )}
        </Heading>
        <span className={styles.kind} data-kind={page.kind}>
          {kindLabel(page)}
        </span>
        {page.previousPath && page.previousPath !== page.path ? (
          <span className={styles.path}>
            <code>{page.previousPath}</code> to <code>{page.path}</code>
          </span>
        ) : page.path ? (
          <code className={styles.path}>{page.path}</code>
        ) : null}
        {props.renderDetail?.(page)}
        <label className={styles.viewed}>
          <input
            type="checkbox"
            checked={props.viewed}
            // The visible words begin the name; the title tells the page's checkbox apart.
            aria-label={`Mark as viewed: ${page.title}`}
            onChange={(event) => {
              props.onViewedChange(page.id, event.target.checked);
              // A page marked as viewed gets out of the way, as in code review.
              if (event.target.checked) setOpen(false);
            }}
          />
          Mark as viewed
        </label>
      </div>
      {open ? (
        <div id={diffId} className={styles.diff}>
          {props.renderDiff(page)}
        </div>
      ) : null}
    </li>
  );
}

export function PageChangeList(props: PageChangeListProps) {
  const level = props.headingLevel ?? 3;
  const viewedCount = props.pages.filter((page) => props.viewed.has(page.id)).length;
  return (
    <div className={styles.list}>
      <p className="muted">
        {viewedCount} of {props.pages.length} {props.pages.length === 1 ? 'page' : 'pages'} viewed
      </p>
      <ol className="plain-list" aria-label="Changed pages">
        {props.pages.map((page) => (
          <PageRow
            key={page.id}
            page={page}
            viewed={props.viewed.has(page.id)}
            onViewedChange={props.onViewedChange}
            renderDiff={props.renderDiff}
            canOpen={props.canOpen ?? editedOpens}
            renderDetail={props.renderDetail}
            headingLevel={level}
            linked={page.id === props.openPage}
          />
        ))}
      </ol>
    </div>
  );
}
