import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { components } from '../../../api/schema.gen';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { siteQueries, type Site } from '../api/site-queries';

type Schemas = components['schemas'];
type StructureItem = Schemas['SiteStructureItem'];

function StructureList(props: { items: readonly StructureItem[] }) {
  return (
    <ul>
      {props.items.map((item) => (
        <li key={item.id}>
          {item.object === 'site-section-group' ? (
            <>
              <strong>{item.title}</strong>
              <StructureList items={item.children} />
            </>
          ) : item.object === 'site-section' ? (
            <>
              {item.title}
              {item.default ? ' (home)' : ''}
              <StructureList items={item.siteSpaces} />
            </>
          ) : (
            <>
              {item.title}
              {item.default ? ' (home)' : ''}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * What visitors get (the published content), drawn as a small page: title and colour, header
 * links, announcement, navigation from the structure, footer. A share-link site asks for its
 * key first, as a visitor without the link would be refused.
 */
export function SitePreview(props: { orgId: string; site: Site }) {
  const { site } = props;
  const needsKey = site.visibility === 'share-link';
  const [draftKey, setDraftKey] = useState('');
  const [shareKey, setShareKey] = useState<string>();
  const [asked, setAsked] = useState(!needsKey);
  const keyId = useId();
  const preview = useQuery({
    ...siteQueries.published(props.orgId, site.id, shareKey),
    enabled: asked && site.published,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShareKey(draftKey.trim() || undefined);
    setAsked(true);
  };
  const content = preview.data;
  const custom = content?.customizations.site;
  return (
    <section className="card" aria-labelledby="site-preview-heading">
      <h2 id="site-preview-heading" className="card-title">
        Preview
      </h2>
      {!site.published ? (
        <p className="muted">Visitors get nothing while the site is unpublished.</p>
      ) : (
        <>
          {needsKey ? (
            <form className="inline-form inline-form-bottom" onSubmit={submit}>
              <div className="field">
                <label className="field-label" htmlFor={keyId}>
                  Share key
                </label>
                <input
                  id={keyId}
                  className="input"
                  value={draftKey}
                  onChange={(event) => setDraftKey(event.target.value)}
                />
                <p className="field-hint">
                  {site.shareKey
                    ? `This site’s key is ${site.shareKey}; try without it to see what others get.`
                    : 'The secret from the share link.'}
                </p>
              </div>
              <button type="submit" className="button button-secondary">
                Preview
              </button>
            </form>
          ) : null}
          {!asked ? null : preview.isPending ? (
            <p className="muted">Loading the preview…</p>
          ) : preview.isError ? (
            <p className="notice" role="status">
              {isApiError(preview.error) && preview.error.status === 404
                ? 'A visitor with this link gets “not found”: the key is missing or wrong.'
                : errorMessage(preview.error)}
            </p>
          ) : content && custom ? (
            <div
              className="panel-section"
              style={{ border: `2px solid ${custom.styling.primaryColor.light}`, padding: 12 }}
              aria-label={`Preview of ${custom.title}`}
              role="group"
            >
              {custom.announcement.enabled ? (
                <p className="notice">{custom.announcement.message}</p>
              ) : null}
              <p>
                <strong>{custom.title}</strong>
                {custom.header.links.map((link) => (
                  <span key={link.title}> · {link.title}</span>
                ))}
              </p>
              <nav aria-label="Preview navigation">
                <StructureList items={content.structure.structure} />
              </nav>
              <footer className="muted">
                {custom.footer.groups.map((group) => (
                  <span key={group.title}>
                    {group.title}: {group.links.map((link) => link.title).join(', ')}.{' '}
                  </span>
                ))}
                {custom.footer.copyright}
              </footer>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
