import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import type { components } from '@/api/schema.gen';

/*
 * Where a link page leads (platform-content §4: a link page's `target` is a content reference):
 * the words for it and a link that opens it. An address opens in a new tab; a page, an anchor,
 * a space or a collection opens its own screen in the console; a file, a person, reusable
 * content or a specification has no screen of its own here, so it is named and not linked.
 */

export type ContentRef = components['schemas']['ContentRef'];

/** The organization and space a reference is read from (a page ref without a space is in it). */
export interface RefContext {
  orgId: string;
  spaceId: string;
  /** A page's title by id, when the caller knows the space's pages. */
  pageTitle?: (pageId: string) => string | undefined;
}

/** The address without its scheme: what a person recognises. */
function shortUrl(url: string): string {
  return url.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');
}

/** What the reference names, in words ("status.acme.example", "the page On-call"). */
export function contentRefLabel(target: ContentRef, context: RefContext): string {
  const page = (pageId: string, space: string | undefined) => {
    const title = space === undefined ? context.pageTitle?.(pageId) : undefined;
    return title ? `the page ${title}` : `the page ${pageId}${space ? ` of space ${space}` : ''}`;
  };
  switch (target.kind) {
    case 'url':
      return shortUrl(target.url);
    case 'page':
      return page(target.page, target.space);
    case 'anchor':
      return target.page
        ? `#${target.anchor} of ${page(target.page, target.space)}`
        : `#${target.anchor}`;
    case 'space':
      return `the space ${target.space}`;
    case 'collection':
      return `the collection ${target.collection}`;
    case 'file':
      return `the file ${target.file}`;
    case 'user':
      return `the person ${target.user}`;
    case 'reusable-content':
      return `the reusable content ${target.reusableContent}`;
    case 'openapi':
      return `the specification ${target.spec}`;
  }
}

/** The console's screen for the reference, or its address; none when it has no screen. */
function destination(target: ContentRef, context: RefContext) {
  const { orgId } = context;
  switch (target.kind) {
    case 'url':
      return { href: target.url };
    case 'page':
      return linkOptions({
        to: '/orgs/$orgId/spaces/$spaceId/pages/$pageId',
        params: { orgId, spaceId: target.space ?? context.spaceId, pageId: target.page },
      });
    case 'anchor':
      return target.page
        ? linkOptions({
            to: '/orgs/$orgId/spaces/$spaceId/pages/$pageId',
            params: { orgId, spaceId: target.space ?? context.spaceId, pageId: target.page },
            hash: target.anchor,
          })
        : undefined;
    case 'space':
      return linkOptions({
        to: '/orgs/$orgId/spaces/$spaceId',
        params: { orgId, spaceId: target.space },
      });
    case 'collection':
      return linkOptions({
        to: '/orgs/$orgId/collections/$collectionId',
        params: { orgId, collectionId: target.collection },
      });
    default:
      return undefined;
  }
}

/** Opens the reference as its link would (Enter on a tree row); false when it has no screen. */
export function useOpenContentRef(context: RefContext) {
  const navigate = useNavigate();
  return useCallback(
    (target: ContentRef): boolean => {
      const to = destination(target, context);
      if (!to) return false;
      if ('href' in to) window.open(to.href, '_blank', 'noopener,noreferrer');
      else void navigate(to);
      return true;
    },
    [navigate, context],
  );
}

/** A link to where the reference leads, or its words alone when it leads nowhere here. */
export function ContentRefLink(props: {
  target: ContentRef;
  context: RefContext;
  className?: string;
  tabIndex?: number;
  /** The link's content; the reference's words by default. */
  children?: ReactNode;
}) {
  const { target, context, className, tabIndex } = props;
  const content = props.children ?? contentRefLabel(target, context);
  const to = destination(target, context);
  if (!to) return <span className={className}>{content}</span>;
  if ('href' in to)
    return (
      <a
        href={to.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        tabIndex={tabIndex}
      >
        {content}
      </a>
    );
  return (
    <Link {...to} className={className} tabIndex={tabIndex}>
      {content}
    </Link>
  );
}
