import { Puzzle } from 'lucide-react';
import { liveUrl } from '@/api/safe-url';
import { cx } from '@/lib/class-names';
import type { Integration } from '../api/integration-queries';
import styles from './integration-icon.module.css';

/**
 * A `data:` image as the platform answers an uploaded icon or preview (decision 0013): one of
 * the image types it reads from the bytes, in base64. An `<img>` never runs anything in it.
 */
const platformImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/]+={0,2}$/i;

/**
 * The `src` for an image that came from data: every address the safe-URL rule lets be live
 * (src/api/safe-url.ts), or an image the platform made from an upload; otherwise undefined.
 */
export function imageSource(url: string | undefined): string | undefined {
  const live = liveUrl(url);
  if (live !== undefined) return live;
  return url !== undefined && platformImage.test(url) ? url : undefined;
}

/** The integration's icon, decorative (its title is always next to it); a puzzle without one. */
export function IntegrationIcon(props: {
  integration: Pick<Integration, 'urls'>;
  size?: 'small' | 'large';
}) {
  const icon = imageSource(props.integration.urls.icon);
  const className = cx(styles.icon, props.size === 'large' && styles.large);
  if (icon === undefined)
    return (
      <span className={cx(className, styles.placeholder)} aria-hidden="true">
        <Puzzle size={props.size === 'large' ? 28 : 20} />
      </span>
    );
  return <img className={className} src={icon} alt="" />;
}
