import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Details, DetailsRow, ExternalLink } from '@/components/ui/details';
import { SwitchField } from '@/components/ui/switch-field';
import { reportOutcome } from '@/components/ui/outcome-toast';
import { toast } from '@/components/ui/toast';
import { useApiMutation } from '@/lib/api-mutation';
import { specParams, specPath, type OpenAPISpec } from '../api/openapi-queries';
import { visibilityLabel, visibilityWords } from '../spec-state';
import styles from './spec-page.module.css';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast('Link copied', { description: url });
  } catch {
    toast('Could not copy the link', {
      description: 'Select the address and copy it yourself.',
      tone: 'error',
    });
  }
}

/** Who can read the specification, the switch that changes it, and its public address. */
export function SpecVisibility(props: { orgId: string; spec: OpenAPISpec; canManage: boolean }) {
  const { spec } = props;
  const setVisibility = useApiMutation('patch', specPath, {
    params: specParams(props.orgId, spec.slug),
  });
  const published = spec.urls.published;
  return (
    <Card title="Visibility">
      {props.canManage ? (
        <SwitchField
          label="Public"
          description={`${visibilityLabel(spec.visibility)}: ${visibilityWords(spec.visibility)}`}
          checked={spec.visibility === 'public'}
          disabled={setVisibility.isPending}
          onCheckedChange={(checked) =>
            void reportOutcome(
              setVisibility.mutateAsync({ visibility: checked ? 'public' : 'private' }),
              {
                success: (saved) => ({
                  title:
                    saved.visibility === 'public'
                      ? 'Specification is public'
                      : 'Specification is private',
                  description: visibilityWords(saved.visibility),
                }),
                failure: 'Could not change the visibility',
              },
            )
          }
        />
      ) : (
        <p>
          <strong>{visibilityLabel(spec.visibility)}:</strong> {visibilityWords(spec.visibility)}
        </p>
      )}
      {published ? (
        <div className={styles.published}>
          <Details>
            <DetailsRow term="Public link">
              <ExternalLink href={published} />
            </DetailsRow>
          </Details>
          <Button size="small" onClick={() => void copyLink(published)}>
            <Copy size={14} aria-hidden="true" />
            Copy link
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
