import { errorMessage } from '@/lib/api-error';
import { toast } from './toast';

/** A change that did not happen, with the backend's reason under it. */
export function toastFailure(title: string, error: unknown) {
  toast(title, { description: errorMessage(error), tone: 'error' });
}
