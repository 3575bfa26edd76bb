import { useSuspenseQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { liveUrl } from '@/api/safe-url';
import { DetailsCard, DetailsRow } from '@/components/ui/details';
import { PageHeader } from '@/components/ui/page-header';
import { integrationQueries, type Integration } from '../api/integration-queries';
import { categoryLabels, scopeWords, targetWords } from '../labels';
import { IntegrationIcon, imageSource } from './integration-icon';
import { InstallationPanel, type InstallChoices } from './installation-panel';
import { SummaryMarkdown } from './summary-markdown';
import styles from './integration-page.module.css';

/**
 * One integration: what it is (summary, preview images), what it may do (its scopes in plain
 * words), where it installs, its links; and, beside it, the organization's installation.
 */
export function IntegrationPage(props: {
  orgId: string;
  orgTitle: string;
  name: string;
  isAdmin: boolean;
  choices: InstallChoices;
}) {
  const { data: integration } = useSuspenseQuery(integrationQueries.detail(props.name));
  const ownedHere = integration.owner.id === props.orgId && integration.permissions.admin;
  return (
    <>
      <div className={styles.header}>
        <IntegrationIcon integration={integration} size="large" />
        <PageHeader
          title={integration.title}
          description={<HeaderLine integration={integration} />}
          actions={
            ownedHere ? (
              <ButtonLink
                to="/orgs/$orgId/integrations/$integrationName/developer"
                params={{ orgId: props.orgId, integrationName: integration.name }}
              >
                Developer view
              </ButtonLink>
            ) : undefined
          }
        />
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card title="About">
            {integration.summary.trim() ? (
              <SummaryMarkdown source={integration.summary} />
            ) : (
              <p>{integration.description}</p>
            )}
          </Card>
          <PreviewImages integration={integration} />
          <Card title="What it can do">
            {integration.scopes.length === 0 ? (
              <p>It asks for no access to your content or sites.</p>
            ) : (
              <ul className={styles.scopes}>
                {integration.scopes.map((scope) => (
                  <li key={scope}>{scopeWords[scope]}</li>
                ))}
              </ul>
            )}
          </Card>
          <AboutDetails integration={integration} />
        </div>
        <aside className={styles.side} aria-label="Installation">
          <InstallationPanel
            orgId={props.orgId}
            orgTitle={props.orgTitle}
            integration={integration}
            isAdmin={props.isAdmin}
            choices={props.choices}
          />
        </aside>
      </div>
    </>
  );
}

function HeaderLine(props: { integration: Integration }) {
  const { integration } = props;
  return (
    <span className={styles.headerLine}>
      <span>{integration.description}</span>
      <span>
        By {integration.owner.title}
        {integration.verified ? (
          <span className={styles.verified}>
            <BadgeCheck size={16} aria-hidden="true" /> Verified
          </span>
        ) : (
          <span className="muted"> · Not verified by the platform</span>
        )}
      </span>
    </span>
  );
}

function PreviewImages(props: { integration: Integration }) {
  const images = props.integration.previewImages.flatMap((url) => imageSource(url) ?? []);
  if (images.length === 0) return null;
  return (
    <Card title="Preview">
      <ul className={styles.previews}>
        {images.map((image, index) => (
          <li key={index}>
            <img
              src={image}
              alt={`${props.integration.title}, preview ${index + 1} of ${images.length}`}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function AboutDetails(props: { integration: Integration }) {
  const { integration } = props;
  const links = integration.externalLinks.flatMap((link) => {
    const href = liveUrl(link.url);
    return href && /^https?:/i.test(href) ? [{ href, label: link.label }] : [];
  });
  return (
    <DetailsCard title="Details">
      <DetailsRow term="Where it installs">{targetWords[integration.target]}</DetailsRow>
      <DetailsRow term="Categories">
        {integration.categories.map((category) => categoryLabels[category]).join(', ') || 'None'}
      </DetailsRow>
      {integration.blocks.length > 0 ? (
        <DetailsRow term="Blocks">
          {integration.blocks.map((block) => block.title).join(', ')}
        </DetailsRow>
      ) : null}
      {integration.contentSources.length > 0 ? (
        <DetailsRow term="Content sources">
          {integration.contentSources.map((source) => source.title).join(', ')}
        </DetailsRow>
      ) : null}
      <DetailsRow term="Version">{integration.version}</DetailsRow>
      <DetailsRow term="Links">
        {links.length === 0 ? (
          'None'
        ) : (
          <ul className="plain-list">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noreferrer noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </DetailsRow>
    </DetailsCard>
  );
}
