import type { components } from '@/api/schema.gen';
import { SiteAIResponseRequestRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { Notice } from '@/components/ui/notice';
import { validateWith } from '@/lib/forms/check-rule';
import { useSiteAsk, type Exchange } from '../api/use-site-ask';
import styles from './site-ask.module.css';

type DocumentBlock = components['schemas']['DocumentBlock'];

const questionRule = SiteAIResponseRequestRules.properties.input.items.properties.content;

function blockText(block: DocumentBlock) {
  return block.nodes.map((node, index) =>
    node.object === 'text'
      ? node.leaves.map((leaf, leafIndex) =>
          leaf.marks.some((mark) => mark.type === 'bold') ? (
            <strong key={`${index}-${leafIndex}`}>{leaf.text}</strong>
          ) : (
            <span key={`${index}-${leafIndex}`}>{leaf.text}</span>
          ),
        )
      : null,
  );
}

function ExchangeView(props: { exchange: Exchange }) {
  const { exchange } = props;
  return (
    <li className={styles.exchange}>
      <p>
        <strong>You asked:</strong> {exchange.question}
      </p>
      <div aria-busy={!exchange.done}>
        {exchange.blocks.map((block, blockIndex) => (
          <p key={blockIndex}>{blockText(block)}</p>
        ))}
        {!exchange.done ? <p className="muted">Answering…</p> : null}
        {exchange.stopped ? <p className="muted">Stopped.</p> : null}
        {exchange.error ? <Notice tone="danger">{exchange.error}</Notice> : null}
      </div>
    </li>
  );
}

/**
 * Ask the site: the answer is shown block by block as the stream arrives, Stop ends it keeping
 * what came, and the next question continues the thread. A failed question goes back in the box.
 */
export function SiteAsk(props: { orgId: string; siteId: string }) {
  const { thread, pending, ask, stop } = useSiteAsk(props.orgId, props.siteId);
  const label = thread.length === 0 ? 'Ask a question about the site' : 'Ask a follow-up question';
  const { form, formProps } = useContractForm({
    defaultValues: { question: '' },
    save: async ({ question }) => {
      const text = question.trim();
      if (text === '' || pending) return;
      form.setFieldValue('question', '', { dontValidate: true });
      // What was asked goes back in the box when it failed, so it can be sent again.
      if ((await ask(text)) === 'failed') form.setFieldValue('question', text);
    },
  });

  return (
    <Card title="Ask">
      <ol className="plain-list" aria-live="polite">
        {thread.map((exchange, index) => (
          <ExchangeView key={index} exchange={exchange} />
        ))}
      </ol>
      <form {...formProps} className={formStyles.inline}>
        <form.AppField
          name="question"
          validators={{ onChange: validateWith(questionRule, { label: 'The question' }) }}
        >
          {(field) => <field.TextField label={label} maxLength={questionRule.maxLength} />}
        </form.AppField>
        {pending ? (
          <Button onClick={stop}>Stop answering</Button>
        ) : (
          <Button type="submit" variant="primary">
            Ask
          </Button>
        )}
      </form>
    </Card>
  );
}
