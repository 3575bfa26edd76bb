import { Puzzle } from 'lucide-react';
import { cx } from '@/lib/class-names';
import type { Integration } from '../api/integration-queries';
import styles from './integration-icon.module.css';

/** Only images the console can show without running anything: data images and http(s). */
export function isShowableImage(url: string | undefined): url is string {
  return url !== undefined && /^(data:image\/|https?:\/\/)/i.test(url);
}

/** The integration's icon, decorative (its title is always next to it); a puzzle without one. */
export function IntegrationIcon(props: {
  integration: Pick<Integration, 'urls'>;
  size?: 'small' | 'large';
}) {
  const icon = props.integration.urls.icon;
  const className = cx(styles.icon, props.size === 'large' && styles.large);
  if (!isShowableImage(icon))
    return (
      <span className={cx(className, styles.placeholder)} aria-hidden="true">
        <Puzzle size={props.size === 'large' ? 28 : 20} />
      </span>
    );
  return <img className={className} src={icon} alt="" />;
}
