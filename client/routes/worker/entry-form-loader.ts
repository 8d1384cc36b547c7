import type { LoaderFunctionArgs } from 'react-router';
import { prefetchEntryForm } from '@/features/entry-form/api/entry-form-queries';
import { readEntryParams, readSavedLanguage } from '@/features/entry-form/lib/entry-params';
import { queryClient } from '@/lib/query-client';
import { isWorkerHomeLink } from '@shared/routing/site-paths';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'>;

/**
 * The entry form routes' loader: starts reading the site and its form as the route matches,
 * beside the download of the form's code and texts rather than after them, and returns at once
 * so the page never waits on it. Without a language the page sends the worker to the language
 * screen, which reads the site its own way, so nothing is fetched then.
 */
export function entryFormLoader({ request, params }: Args): null {
  const search = new URL(request.url).searchParams;
  const entry = readEntryParams(search, params.siteId ?? params.id, readSavedLanguage());
  if (entry.language) void prefetchEntryForm(queryClient, entry, entry.language);
  return null;
}

/** "/" shows the form only for a link with both code and lang (root-page.tsx). */
export function rootLoader(args: Args): null {
  const search = new URL(args.request.url).searchParams;
  return isWorkerHomeLink(search) ? entryFormLoader(args) : null;
}
