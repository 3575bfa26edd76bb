import { useMemo } from 'react';
import { SiteAIResponseRequestRules } from '@/api/form-rules.gen';
import { useContractForm } from '@/components/form/use-contract-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { Notice } from '@/components/ui/notice';
import { DocumentView } from '@/components/rich-text/document-view';
import type { Document } from '@/components/rich-text/slate-types';
import { cx } from '@/lib/class-names';
import { validateWith } from '@/lib/forms/check-rule';
import type { AnswerBlock } from '../answer-document';
import { useSiteAsk, type Exchange } from '../api/use-site-ask';
import styles from './site-ask.module.css';

const questionRule = SiteAIResponseRequestRules.properties.input.items.properties.content;

/** The answer's blocks as a Document, for the one Document viewer. */
function answerDocument(blocks: AnswerBlock[]): Document {
  return { object: 'document', data: {}, nodes: blocks };
}

function ExchangeView(props: { exchange: Exchange; onAsk: (question: string) => void }) {
  const { exchange } = props;
  const answer = useMemo(() => answerDocument(exchange.blocks), [exchange.blocks]);
  return (
    <li className={styles.exchange}>
      <p>
        <strong>You asked:</strong> {exchange.question}
      </p>
      <div aria-busy={!exchange.done}>
        {exchange.blocks.length > 0 ? <DocumentView document={answer} label="Answer" /> : null}
        {!exchange.done ? <p className="muted">Answering…</p> : null}
        {exchange.stopped ? <p className="muted">Stopped.</p> : null}
        {exchange.error ? <Notice tone="danger">{exchange.error}</Notice> : null}
        {exchange.done && exchange.suggestions.length > 0 ? (
          <ul className={cx('plain-list', styles.suggestions)} aria-label="Suggested questions">
            {exchange.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button size="small" variant="ghost" onClick={() => props.onAsk(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
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
          <ExchangeView
            key={index}
            exchange={exchange}
            onAsk={(question) => {
              if (!pending) void ask(question);
            }}
          />
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
