import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The elements a list item's title may be: a heading, or a paragraph inside a card. */
type TitleElement = 'h2' | 'h3' | 'p';

/**
 * A list item's title that is also its link: the router's `Link`, typed by its route and params
 * like any link, inside the title element (an `h2` unless told otherwise) with its class.
 */
export function HeadingLink<TRouter extends RegisteredRouter, TOptions>(
  props: ValidateLinkOptions<TRouter, TOptions> & {
    as?: TitleElement;
    titleClass?: string;
    children: ReactNode;
  },
): ReactNode;
export function HeadingLink(
  props: ValidateLinkOptions & { as?: TitleElement; titleClass?: string; children: ReactNode },
) {
  const { as: Title = 'h2', titleClass, children, ...link } = props;
  return (
    <Title className={titleClass}>
      <Link {...link}>{children}</Link>
    </Title>
  );
}
