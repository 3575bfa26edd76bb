import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, plural } from '@/lib/format';
import type { OpenAPISpec } from '../api/openapi-queries';
import { failureWords } from '../spec-state';
import styles from './spec-page.module.css';

/**
 * Why the last processing failed: every error with its code, and which version stays in use
 * meanwhile (a failure never replaces the last good version).
 */
export function SpecErrors(props: { spec: OpenAPISpec }) {
  const { spec } = props;
  if (!spec.lastProcessErrorCode) return null;
  const errors = spec.lastProcessedErrors ?? [];
  return (
    <Card title="Errors of the last processing">
      <Notice tone="danger">
        The processing that ended {spec.lastProcessedAt ? formatDateTime(spec.lastProcessedAt) : ''}{' '}
        failed: {failureWords(spec.lastProcessErrorCode)} ({spec.lastProcessErrorCode}),{' '}
        {plural(errors.length, 'error', 'errors')}.{' '}
        {spec.lastVersion
          ? 'The last good version stays in use until a processing succeeds.'
          : 'No version was made yet: fix the document or its address, then check again.'}
      </Notice>
      <ol className={styles.errors} aria-label="Errors">
        {errors.map((error, index) => (
          <li key={index}>
            <code className={styles.code}>{error.code}</code> {error.message}
          </li>
        ))}
      </ol>
    </Card>
  );
}
