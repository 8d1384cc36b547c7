import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where we are. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation('review');
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('history.pages')}
      className="flex flex-wrap items-center justify-center gap-3"
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <span className="text-slate-700" aria-current="page">
        {t('history.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </nav>
  );
}
