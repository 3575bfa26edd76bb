import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'default' | 'small' | 'icon';

/**
 * The classes of a button, for elements that look like one without being a `<Button>`: a
 * router `Link`, a Radix trigger or close rendered as its own element.
 */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'default',
  extra?: string,
): string {
  return cx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    size === 'icon' && cx(styles.small, styles.icon),
    extra,
  );
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button(
  props: ButtonHTMLAttributes<HTMLButtonElement> & {
    variant?: ButtonVariant;
    size?: ButtonSize;
    ref?: React.Ref<HTMLButtonElement>;
  },
) {
  const { variant, size, className, type, ...rest } = props;
  return (
    <button {...rest} type={type ?? 'button'} className={buttonClass(variant, size, className)} />
  );
}

/** Buttons side by side, wrapping on narrow screens. */
export const buttonRowClass = styles.row;
