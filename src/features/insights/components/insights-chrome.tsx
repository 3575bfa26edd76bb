import { LoaderCircle } from 'lucide-react';
import { Tab, TabNav } from '@/components/ui/tab-nav';
import { plural } from '@/lib/format';
import { useAnalysisWatch } from '../api/use-analysis-watch';
import styles from './insights.module.css';

/** Topics | Conversations: the two lists of the insights. */
export function InsightsTabs(props: { orgId: string; current: 'topics' | 'conversations' }) {
  return (
    <TabNav label="Insights sections" current={props.current}>
      <Tab id="topics" to="/orgs/$orgId/insights" params={{ orgId: props.orgId }}>
        Topics
      </Tab>
      <Tab
        id="conversations"
        to="/orgs/$orgId/insights/conversations"
        params={{ orgId: props.orgId }}
      >
        Conversations
      </Tab>
    </TabNav>
  );
}

/**
 * Says while new conversations are being analysed, and keeps the screen's topics and issues
 * up to date meanwhile (useAnalysisWatch); silent when nothing is pending.
 */
export function AnalysisStatus(props: { orgId: string }) {
  const pending = useAnalysisWatch(props.orgId);
  return (
    <p role="status" className={styles.count}>
      {pending > 0 ? (
        <>
          <LoaderCircle size={14} aria-hidden="true" />{' '}
          {`Analysing ${plural(pending, 'new conversation', 'new conversations')}: the issues found appear here about 30 seconds after it arrived.`}
        </>
      ) : null}
    </p>
  );
}
