import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { Notice } from '@/components/ui/notice';
import { errorMessage, isApiError } from '@/lib/api-error';
import { siteQueries, type Site } from '../api/site-queries';
import { PublishedPreview } from './published-preview';

/** Asks for a share-link site's key, as a visitor's link carries it. */
function ShareKeyForm(props: { site: Site; onKey: (key: string | undefined) => void }) {
  const { form, formProps } = useContractForm({
    defaultValues: { shareKey: '' },
    save: async ({ shareKey }) => props.onKey(shareKey.trim() || undefined),
  });
  return (
    <form {...formProps} className={formStyles.inline}>
      <form.AppField name="shareKey">
        {(field) => (
          <field.TextField
            label="Share key"
            hint={
              props.site.shareKey
                ? `This site’s key is ${props.site.shareKey}; try without it to see what others get.`
                : 'The secret from the share link.'
            }
          />
        )}
      </form.AppField>
      <Button type="submit">Preview</Button>
    </form>
  );
}

/**
 * What visitors get (the published content). A share-link site asks for its key first, as a
 * visitor without the link would be refused.
 */
export function SitePreview(props: { orgId: string; site: Site }) {
  const { site } = props;
  const needsKey = site.visibility === 'share-link';
  const [shareKey, setShareKey] = useState<string>();
  const [asked, setAsked] = useState(!needsKey);
  const preview = useQuery({
    ...siteQueries.published(props.orgId, site.id, shareKey),
    enabled: asked && site.published,
  });
  return (
    <Card title="Preview">
      {!site.published ? (
        <p className="muted">Visitors get nothing while the site is unpublished.</p>
      ) : (
        <>
          {needsKey ? (
            <ShareKeyForm
              site={site}
              onKey={(key) => {
                setShareKey(key);
                setAsked(true);
              }}
            />
          ) : null}
          {!asked ? null : preview.isPending ? (
            <p className="muted">Loading the preview…</p>
          ) : preview.isError ? (
            <Notice role="status">
              {isApiError(preview.error) && preview.error.status === 404
                ? 'A visitor with this link gets “not found”: the key is missing or wrong.'
                : errorMessage(preview.error)}
            </Notice>
          ) : (
            <PublishedPreview key={preview.data.site.id} content={preview.data} />
          )}
        </>
      )}
    </Card>
  );
}
