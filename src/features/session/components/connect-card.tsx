import { Plug } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormRefusal } from '@/components/form/form-refusal';
import { cardClass, cardTitleClass } from '@/components/ui/card';
import { focusFirstInvalid } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { normalizeBaseUrl } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { cx } from '@/lib/class-names';
import { fieldErrorOf } from '@/lib/forms/field-error';
import { sessionStore } from '@/lib/session';
import { checkConnection, validateBaseUrl, type ConnectionField } from '../api/check-connection';
import { servedWithApi } from '../served-api';
import styles from './start-screen.module.css';
import { tokenFieldProps, tokenRequired } from './token-field';

type Problems = Partial<Record<ConnectionField, string>>;

/** What is wrong with the typed values before anything is sent. */
function problemsOf(values: { baseUrl: string; token: string }, served: boolean): Problems {
  return {
    baseUrl: served ? undefined : validateBaseUrl(values.baseUrl),
    token: tokenRequired({ value: values.token }),
  };
}

/**
 * Connects to a platform, or the local API server, with a token. The token is tried before the
 * session starts: a rejected token and an unreachable server each land next to their field.
 * When the console's own server answers the API (`npm run serve`), that is the one offered,
 * with no address to type: the page may not call another origin then.
 *
 * A plain form rather than the contract form layer (decision 0017): it is the only form on the
 * way to the first organization, its two fields have no contract rules, and the form library
 * would be a tenth of the JS that way (docs/decisions/0023).
 */
export function ConnectCard(props: { onSignedIn: () => Promise<void> }) {
  const rememberId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [served] = useState(servedWithApi);
  const [values, setValues] = useState({
    baseUrl: served ? window.location.origin : '',
    token: '',
    remember: false,
  });
  // Checked as the person types once they have tried to connect, like every other form.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const checked = tried ? problemsOf(values, served) : {};
  const shown: Problems = {
    baseUrl: checked.baseUrl ?? refused.baseUrl,
    token: checked.token ?? refused.token,
  };
  const change = (field: ConnectionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    const problems = problemsOf(values, served);
    if (problems.baseUrl || problems.token) return focusFirstInvalid(formRef.current);
    setPending(true);
    try {
      const token = values.token.trim();
      await checkConnection(values.baseUrl, token);
      sessionStore.signIn({
        mode: 'remote',
        baseUrl: normalizeBaseUrl(values.baseUrl),
        token,
        remember: values.remember,
      });
      await props.onSignedIn();
    } catch (error) {
      const field = fieldErrorOf(error);
      const name = field?.path[0];
      if (field && (name === 'baseUrl' || name === 'token')) {
        setRefused({ [name]: field.message });
        focusFirstInvalid(formRef.current);
      } else setRefusal(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

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
      <form
        ref={formRef}
        noValidate
        aria-labelledby="connect-title"
        onSubmit={(event) => void submit(event)}
      >
        {served ? null : (
          <TextField
            label="Base URL"
            hint="For example http://127.0.0.1:4010"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={values.baseUrl}
            error={shown.baseUrl}
            onChange={(value) => change('baseUrl', value)}
          />
        )}
        <TextField
          {...tokenFieldProps}
          value={values.token}
          error={shown.token}
          onChange={(value) => change('token', value)}
        />
        <div className={formStyles.checkbox}>
          <input
            id={rememberId}
            type="checkbox"
            checked={values.remember}
            onChange={(event) =>
              setValues((current) => ({ ...current, remember: event.target.checked }))
            }
          />
          <label htmlFor={rememberId}>Remember me</label>
        </div>
        <FormRefusal message={refusal} />
        <SubmitButton pending={pending} pendingLabel="Connecting…">
          {served ? "Connect to this server's API" : 'Connect'}
        </SubmitButton>
      </form>
    </section>
  );
}
