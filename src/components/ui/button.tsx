import type { ButtonHTMLAttributes, ReactNode } from 'react';
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

export type PendingButtonProps = {
  pending: boolean;
  /** What it says while pending, such as "Merging…"; the label stays when not given. */
  pendingLabel?: string;
  /** An icon before the label, kept while pending. */
  icon?: ReactNode;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'default' | 'small';
  disabled?: boolean;
  onClick?: () => void;
  'aria-describedby'?: string | undefined;
  'aria-label'?: string;
};

/**
 * A button that is disabled while its request runs and says so in its label. Beside `Button`
 * rather than in a module of its own: the start screen uses it, and one more module in the
 * initial JS costs more than its few lines.
 */
export function PendingButton(props: PendingButtonProps) {
  const { pending, pendingLabel, icon, children, disabled, ...button } = props;
  return (
    <Button {...button} disabled={pending || disabled}>
      {icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
