import { Link, useNavigate } from '@tanstack/react-router';
import { FileText, FolderClosed, Link2 } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import {
  ContentRefLink,
  contentRefLabel,
  useOpenContentRef,
  type RefContext,
} from '@/components/content-ref/content-ref-link';
import { SortableTree } from '@/components/sortable-tree/sortable-tree';
import type { FlatTreeRow } from '@/components/sortable-tree/tree-model';
import { useCollapsed } from '@/components/sortable-tree/use-collapsed';
import { emojiText } from '@/lib/emoji';
import { outlineItems, type OutlinePage } from '../page-outline';
import styles from './space-page-tree.module.css';

/** Rows are one line each: a fixed height is what lets the tree draw only those in view. */
const rowHeight = 32;

const getLabel = (page: OutlinePage) => page.title;

/** Every page under `pages`, by id: the titles a link to a page of the space names. */
function titlesById(pages: readonly OutlinePage[], into = new Map<string, string>()) {
  for (const page of pages) {
    into.set(page.id, page.title);
    if (page.type !== 'link') titlesById(page.pages, into);
  }
  return into;
}

function PageIcon(props: { page: OutlinePage }) {
  const { page } = props;
  const own = page.emoji ? emojiText(page.emoji) : undefined;
  return (
    <span className={styles.icon} aria-hidden="true">
      {own ||
        (page.type === 'group' ? (
          <FolderClosed size={16} />
        ) : page.type === 'link' ? (
          <Link2 size={16} />
        ) : (
          <FileText size={16} />
        ))}
    </span>
  );
}

/**
 * A space's page tree (documents, groups and links) as a navigation tree: the WAI-ARIA tree
 * pattern (arrows move and open, Enter opens), drawn a screenful at a time so a space of
 * hundreds of pages paints at once. A document opens at its own address; a group opens and
 * closes; a link shows where it leads and opens it. The current page is selected and scrolled
 * into view.
 */
export function SpacePageTree(props: {
  orgId: string;
  spaceId: string;
  pages: readonly OutlinePage[];
  currentPageId: string | undefined;
}) {
  const { orgId, spaceId, pages } = props;
  const items = useMemo(() => outlineItems(pages), [pages]);
  const { collapsed, toggle } = useCollapsed();
  const context: RefContext = useMemo(() => {
    const titles = titlesById(pages);
    return { orgId, spaceId, pageTitle: (id) => titles.get(id) };
  }, [orgId, spaceId, pages]);
  const openRef = useOpenContentRef(context);
  const navigate = useNavigate();

  const rowName = useCallback(
    (page: OutlinePage) =>
      page.type === 'link'
        ? `${page.title}, ${contentRefLabel(page.target, context)} (link)`
        : page.type === 'group'
          ? `${page.title} (group)`
          : page.title,
    [context],
  );

  const renderRow = useCallback(
    (row: FlatTreeRow<OutlinePage>) => {
      const page = row.data;
      return (
        <>
          <PageIcon page={page} />
          {page.type === 'document' ? (
            <Link
              to="/orgs/$orgId/spaces/$spaceId/pages/$pageId"
              params={{ orgId, spaceId, pageId: page.id }}
              className={styles.title}
              // The row is the tab stop; the arrows reach it and Enter opens it.
              tabIndex={-1}
              activeProps={{ 'aria-current': 'page' }}
            >
              {page.title}
            </Link>
          ) : page.type === 'group' ? (
            <span className={styles.group}>{page.title}</span>
          ) : (
            <>
              <ContentRefLink
                target={page.target}
                context={context}
                className={styles.title}
                tabIndex={-1}
              >
                {page.title}
              </ContentRefLink>
              {/* A space between the two, so the row's visible words are the words of its name. */}{' '}
              <span className={styles.target}>{contentRefLabel(page.target, context)}</span>
            </>
          )}
        </>
      );
    },
    [orgId, spaceId, context],
  );

  const onOpen = useCallback(
    (row: FlatTreeRow<OutlinePage>) => {
      const page = row.data;
      if (page.type === 'document')
        void navigate({
          to: '/orgs/$orgId/spaces/$spaceId/pages/$pageId',
          params: { orgId, spaceId, pageId: page.id },
        });
      else if (page.type === 'group') toggle(page.id);
      else openRef(page.target);
    },
    [navigate, orgId, spaceId, toggle, openRef],
  );

  return (
    <SortableTree
      label="Pages"
      items={items}
      getLabel={getLabel}
      getRowName={rowName}
      renderRow={renderRow}
      collapsed={collapsed}
      onToggle={toggle}
      onOpen={onOpen}
      rowHeight={rowHeight}
      indent={16}
      {...(props.currentPageId === undefined ? {} : { currentId: props.currentPageId })}
    />
  );
}
