import type { PublishedContentSite as PublishedContent } from '@/api/schema.gen';
import { Details, DetailsRow } from '@/components/ui/details';
import { customizationSummary, type SiteCustomization } from '../customization-view';
import styles from './customization-details.module.css';

const colourKeys = [
  'primaryColor',
  'infoColor',
  'successColor',
  'warningColor',
  'dangerColor',
] as const;

/** Every visitor setting in words, with the colours of both themes and the scripts. */
export function CustomizationDetails(props: {
  custom: SiteCustomization;
  content: PublishedContent;
}) {
  const colours = colourKeys.map((key) => ({
    key,
    label: key.replace('Color', ''),
    value: props.custom.styling[key],
  }));
  return (
    <details className={styles.details}>
      <summary>Every visitor setting</summary>
      <Details>
        {customizationSummary(props.custom).map((row) => (
          <DetailsRow key={row.term} term={row.term}>
            {row.detail}
          </DetailsRow>
        ))}
        <DetailsRow term="Colours (light / dark)">
          <ul className="plain-list">
            {colours.map((colour) => (
              <li key={colour.key}>
                <span
                  className={styles.swatch}
                  style={{ background: colour.value.light }}
                  aria-hidden="true"
                />
                <span
                  className={styles.swatch}
                  style={{ background: colour.value.dark }}
                  aria-hidden="true"
                />
                {colour.label}: {colour.value.light} / {colour.value.dark}
              </li>
            ))}
          </ul>
        </DetailsRow>
        <DetailsRow term="Scripts">
          {props.content.scripts.length === 0 ? (
            'None'
          ) : (
            <ul className="plain-list">
              {props.content.scripts.map((script) => (
                <li key={script.script}>
                  {script.script} ({script.cookies ? 'sets cookies' : 'no cookies'}; CSP{' '}
                  <code>{script.contentSecurityPolicy}</code>)
                </li>
              ))}
            </ul>
          )}
        </DetailsRow>
      </Details>
    </details>
  );
}
