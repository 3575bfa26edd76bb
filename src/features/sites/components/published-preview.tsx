import { useState } from 'react';
import type { PublishedContentSite as PublishedContent } from '@/api/schema.gen';
import { formStyles } from '@/components/ui/form-styles';
import type { ThemeMode } from '../customization-view';
import { CustomizationDetails } from './customization-details';
import { siteSpacesOf } from './preview-navigation';
import styles from './published-preview.module.css';
import { VisitorPage } from './visitor-page';

/**
 * The published content as a visitor gets it: the picked site space (its own customization or
 * the site's), in the light or dark theme, and every setting in words below.
 */
export function PublishedPreview(props: { content: PublishedContent }) {
  const { content } = props;
  const siteSpaces = siteSpacesOf(content.structure.structure);
  const [pickedId, setPickedId] = useState<string>();
  const current =
    siteSpaces.find((s) => s.id === pickedId) ?? siteSpaces.find((s) => s.default) ?? siteSpaces[0];
  const own = current ? content.customizations.siteSpaces[current.id] : undefined;
  const custom = own ?? content.customizations.site;
  const [mode, setMode] = useState<ThemeMode>();
  const shownMode: ThemeMode = mode ?? (custom.themes.default === 'dark' ? 'dark' : 'light');
  return (
    <>
      <fieldset className={styles.modes}>
        <legend className={formStyles.label}>Colour mode</legend>
        {(['light', 'dark'] as const).map((value) => (
          <label key={value} className={formStyles.checkbox}>
            <input
              type="radio"
              name="site-preview-mode"
              checked={shownMode === value}
              onChange={() => setMode(value)}
            />
            {value === 'light' ? 'Light' : 'Dark'}
            {custom.themes.default === value ? ' (visitors’ default)' : ''}
          </label>
        ))}
      </fieldset>
      {current ? (
        <p className="muted" role="status">
          Showing {current.title}
          {own ? ', which has a customization of its own.' : ', with the site’s customization.'}
        </p>
      ) : null}
      <VisitorPage
        content={content}
        custom={custom}
        mode={shownMode}
        currentSiteSpace={current}
        onPick={setPickedId}
      />
      <CustomizationDetails custom={custom} content={content} />
    </>
  );
}
