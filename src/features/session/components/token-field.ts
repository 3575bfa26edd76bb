import { validateWith } from '@/lib/forms/check-rule';

/** The API token input of the connect form and of the re-authentication dialog. */
export const tokenFieldProps = { label: 'API token', type: 'password', autoComplete: 'off' };

export const tokenRequired = validateWith(undefined, {
  required: true,
  messages: { required: 'Enter your API token.' },
});
