import { notFound } from '@tanstack/react-router';
import { isApiError } from './api-error';

/**
 * Runs a route's loader work and turns the platform's 404 into the router's not-found, so the
 * route shows its "no such …" page; every other failure goes to the route's error boundary.
 */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
