import type { LoaderFunctionArgs } from 'react-router';
import { authStore } from '@/lib/auth-store';
import { queryClientContext } from '@/lib/query-client';
import { guiaKeyDosParams } from '../hooks/use-guia-params';
import { guiaQueryOptions } from './get-guia';

/**
 * The loader of the screens that read the questionnaire: asks for it (GET Guia) as the navigation starts,
 * alongside the screen's code, instead of once that code has arrived and rendered. On a weak network that is a
 * round trip and the questionnaire's transfer off the time to a usable screen (issue 16 §4).
 *
 * It never waits nor fails the navigation: the screen's own query takes over the request in flight, its
 * answer or its error. Only a questionnaire not in the cache yet is read (moving between indicators reads
 * nothing), and only for a signed-in user (the route's gate sends the others away).
 */
export function comecarLeituraDoGuia({ params, context }: LoaderFunctionArgs): null {
  const client = context.get(queryClientContext);
  const key = guiaKeyDosParams(params);
  if (client && key && authStore.get()?.token) {
    client.ensureQueryData(guiaQueryOptions(key)).catch(() => {
      // The screen's query shows the error and retries.
    });
  }
  return null;
}
