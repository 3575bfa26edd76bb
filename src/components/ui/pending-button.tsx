import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

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

/** A button that is disabled while its request runs and says so in its label. */
export function PendingButton(props: PendingButtonProps) {
  const { pending, pendingLabel, icon, children, disabled, ...button } = props;
  return (
    <Button {...button} disabled={pending || disabled}>
      {icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
