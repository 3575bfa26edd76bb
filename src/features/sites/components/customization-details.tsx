import type { components } from '@/api/schema.gen';
import { customizationSummary, type SiteCustomization } from '../customization-view';

type PublishedContent = components['schemas']['PublishedContentSite'];

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
    <details className="site-preview-details">
      <summary>Every visitor setting</summary>
      <dl className="details">
        {customizationSummary(props.custom).map((row) => (
          <div key={row.term} className="details-row">
            <dt>{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
        <div className="details-row">
          <dt>Colours (light / dark)</dt>
          <dd>
            <ul className="plain-list">
              {colours.map((colour) => (
                <li key={colour.key}>
                  <span
                    className="site-preview-swatch"
                    style={{ background: colour.value.light }}
                    aria-hidden="true"
                  />
                  <span
                    className="site-preview-swatch"
                    style={{ background: colour.value.dark }}
                    aria-hidden="true"
                  />
                  {colour.label}: {colour.value.light} / {colour.value.dark}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="details-row">
          <dt>Scripts</dt>
          <dd>
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
          </dd>
        </div>
      </dl>
    </details>
  );
}
