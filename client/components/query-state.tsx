import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the screen shows once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A query's three faces: a loading line, its error in the user's language with a way to ask
 * again, or its data.
 */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t, i18n } = useTranslation('common');
  if (query.isPending) return <p className="text-slate-600">{t('loading')}</p>;
  if (query.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorText(query.error, i18n.t)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
