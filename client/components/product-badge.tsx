import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Where the badge stays out of the way. */
const HIDDEN_ON = [
  '/login',
  '/scaffolding-login',
  '/direct-login',
  '/auth/login',
  '/auth/register',
  '/manager/login',
  '/marketing-systems-guide',
];

export function isProductBadgeHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HIDDEN_ON.includes(path);
}

/**
 * The product's name in a small badge. It sits in the page's flow, where the layout puts it
 * (after the content, on the inline end): a badge pinned to the viewport would cover whatever
 * scrolls under it, buttons included, at every width.
 */
export function ProductBadge() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (isProductBadgeHidden(pathname)) return null;
  return (
    <div
      data-testid="product-badge"
      className="flex w-fit items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-semibold text-blue-900 shadow-sm"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
        <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" />
      </svg>
      {t('appName')}
    </div>
  );
}
