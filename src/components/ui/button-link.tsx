import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';

/**
 * A link to another screen that looks like a button (secondary unless told otherwise): the
 * router's `Link`, typed by its route and params like any link, with the button's classes.
 */
export function ButtonLink<TRouter extends RegisteredRouter, TOptions>(
  props: ValidateLinkOptions<TRouter, TOptions> & { variant?: ButtonVariant; children: ReactNode },
): ReactNode;
export function ButtonLink(
  props: ValidateLinkOptions & { variant?: ButtonVariant; children: ReactNode },
) {
  const { variant, children, ...link } = props;
  return (
    <Link {...link} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
