import { useSuspenseQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { siteQueries } from '../api/site-queries';

function copy(condition: string) {
  void navigator.clipboard.writeText(condition).then(
    () => toast('Condition copied', { tone: 'info' }),
    () =>
      toast('Could not copy', {
        description: 'Select the condition and copy it by hand.',
        tone: 'error',
      }),
  );
}

/** The template conditions the visitor schema's claims give, each with a copy button. */
export function TemplateConditions(props: { orgId: string; siteId: string }) {
  const { data: conditions } = useSuspenseQuery(
    siteQueries.templateConditions(props.orgId, props.siteId),
  );
  return (
    <>
      <h3>Template conditions</h3>
      {conditions.items.length === 0 ? (
        <p className="muted">Conditions appear here once the schema has claims.</p>
      ) : (
        <ul className="plain-list">
          {conditions.items.map((item) => (
            <li key={item.condition}>
              <code>{item.condition}</code> — {item.description}{' '}
              <Button
                variant="ghost"
                size="small"
                aria-label={`Copy ${item.condition}`}
                onClick={() => copy(item.condition)}
              >
                <Copy aria-hidden="true" size={14} /> Copy
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
