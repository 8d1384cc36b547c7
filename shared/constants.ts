/** Business constants and roles, one place for both sides (docs/product.md explains them). */

export const ROLES = [
  'super_admin',
  'admin',
  'company_admin',
  'manager',
  'safety_manager',
  /** Brings companies to the platform; belongs to no company. */
  'sales_agent',
] as const;
export type Role = (typeof ROLES)[number];

/** The provider's product lines; a company subscribes to one or more. */
export const PRODUCT_LINES = ['site_entry', 'aluminum', 'simple'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export const COMPANY_TYPES = ['main_contractor', 'subcontractor', 'service_company'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const AUTO_LOGOUT_MS = 2 * HOUR;
export const WAITING_PAGE_AUTO_CLOSE_MS = 2 * HOUR;
export const REALTIME_MAX_CONNECTION_MS = 8 * HOUR;
export const STATUS_POLL_MS = 10 * SECOND;
export const SIDEBAR_COUNTER_POLL_MS = 30 * SECOND;
/**
 * A staff tab reads its views again at a random moment within this after a real-time message,
 * so the fifty tabs that heard the same message do not all ask the server at once.
 */
export const STAFF_REREAD_SPREAD_MS = 1 * SECOND;
export const REALTIME_RECONNECT = {
  baseMs: 3 * SECOND,
  multiplier: 1.5,
  maxMs: 30 * SECOND,
} as const;
export const VIDEO_WATCHED_FRACTION = 0.9;
export const CAMERA = { idealWidth: 640, idealHeight: 480, jpegQuality: 0.8 } as const;
export const SIGNATURE_PAD = { heightPx: 150, lineWidthPx: 2 } as const;
export const SAFETY_BRIEFING_POINTS = 20;
export const MOBILE_BREAKPOINT_PX = 768;
export const BADGE_CAP = 99;
export const MOBILE_MENU_GUARD_MS = 1000;
export const MENU_CLOSE_DELAY_MS = 100;
export const BACKDROP_REENABLE_MS = 300;
export const PREFETCH_DELAY_MS = 1000;
export const TOAST = { durationMs: 5000, fadeMs: 300, swipeThresholdPx: 50, hotkey: 'F8' } as const;
export const DEFAULT_HEADER_COLOR = '#1e3a8a';

/** A site code: 3 or more letters or digits. */
export const SITE_CODE_PATTERN = /^[A-Za-z0-9]{3,}$/;

/**
 * Server-side session lifetimes (docs/access.md). The idle limit is the client's auto-logout
 * under the name the server's rule reads.
 * @alias
 */
export const SESSION_IDLE_MS = AUTO_LOGOUT_MS;
/**
 * A session ends when the client's auto-logout does, 2 hours after sign-in; only the main
 * account's persisted session (exempt from the auto-logout) lives up to 12 hours.
 * @alias
 */
export const SESSION_ABSOLUTE_MS = AUTO_LOGOUT_MS;
export const SESSION_PERSISTED_ABSOLUTE_MS = 12 * HOUR;
export const REMEMBER_ME_MS = 30 * 24 * HOUR;

/** The defaults of every client query. */
export const QUERY_DEFAULTS = { staleMs: 5 * MINUTE, gcMs: 10 * MINUTE, retry: 1 } as const;
