import { Plug } from 'lucide-react';
import { useId, useState } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { useContractForm } from '@/components/form/use-contract-form';
import { cardClass, cardTitleClass } from '@/components/ui/card';
import { formStyles } from '@/components/ui/form-styles';
import { normalizeBaseUrl } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { sessionStore } from '@/lib/session';
import { checkConnection, validateBaseUrl } from '../api/check-connection';
import { servedWithApi } from '../served-api';
import styles from './start-screen.module.css';
import { tokenFieldProps, tokenRequired } from './token-field';

/**
 * Connects to a platform, or the local API server, with a token. The token is tried before the
 * session starts: a rejected token and an unreachable server each land next to their field.
 * When the console's own server answers the API (`npm run serve`), that is the one offered,
 * with no address to type: the page may not call another origin then.
 */
export function ConnectCard(props: { onSignedIn: () => Promise<void> }) {
  const rememberId = useId();
  const [served] = useState(servedWithApi);
  const { form, formProps, refusal } = useContractForm({
    defaultValues: { baseUrl: served ? window.location.origin : '', token: '', remember: false },
    save: async (values) => {
      const token = values.token.trim();
      await checkConnection(values.baseUrl, token);
      sessionStore.signIn({
        mode: 'remote',
        baseUrl: normalizeBaseUrl(values.baseUrl),
        token,
        remember: values.remember,
      });
      await props.onSignedIn();
    },
  });

  return (
    <section className={cx(cardClass, styles.card)} aria-labelledby="connect-title">
      <h2 id="connect-title" className={cx(cardTitleClass, styles.cardTitle)}>
        <Plug aria-hidden="true" size={18} /> Connect
      </h2>
      <p>
        {served
          ? 'Manage the platform this console is served with, with an API token.'
          : 'Manage a real platform, or the local API server, with an API token.'}
      </p>
      <form {...formProps} aria-labelledby="connect-title">
        {served ? null : (
          <form.AppField
            name="baseUrl"
            validators={{ onChange: ({ value }) => validateBaseUrl(value) }}
          >
            {(field) => (
              <field.TextField
                label="Base URL"
                hint="For example http://127.0.0.1:4010"
                type="url"
                inputMode="url"
                autoComplete="url"
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="token" validators={{ onChange: tokenRequired }}>
          {(field) => <field.TextField {...tokenFieldProps} />}
        </form.AppField>
        <form.Field name="remember">
          {(field) => (
            <div className={formStyles.checkbox}>
              <input
                id={rememberId}
                type="checkbox"
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
              />
              <label htmlFor={rememberId}>Remember me</label>
            </div>
          )}
        </form.Field>
        <FormRefusal message={refusal} />
        <form.AppForm>
          <form.SubmitButton pendingLabel="Connecting…">
            {served ? "Connect to this server's API" : 'Connect'}
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </section>
  );
}
