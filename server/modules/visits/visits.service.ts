import { isLanguage, type Language } from '@shared/i18n/languages';
import { BLOG_PATH, BLOG_SLUG_PATTERN, type LandingPath } from '@shared/routing/site-paths';
import { SITE_CODE_PATTERN } from '@shared/constants';
import {
  FUNNEL_STEPS,
  PAGE_VIEW,
  type BeaconEvent,
  type VisitsQuery,
  type VisitsReport,
} from '@shared/schemas/visits.schemas';
import { platformDay } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { catalogText } from '../../lib/catalog';
import { attachmentDisposition, csvChunks } from '../../lib/csv';
import { deviceClassOf, isRobot } from './user-agent';
import type { createVisitorHasher } from './visitor-hash';
import * as repo from './visits.repository';

/** Who sent a beacon, as the request tells it; none of it is stored (docs/visits.md). */
export interface BeaconSender {
  address: string;
  userAgent: string | undefined;
  /** The host the page was served from: a visitor is counted per site of the platform. */
  host: string;
  now: Date;
}

export interface VisitCounter {
  hashVisitor: ReturnType<typeof createVisitorHasher>;
  /** The public pages that are counted: the root, every landing address and the blog. */
  pagePaths: ReadonlySet<string>;
}

export function pagePathsOf(landings: readonly LandingPath[]): Set<string> {
  return new Set(['/', BLOG_PATH, ...landings.map((landing) => landing.path)]);
}

const TOP_ROWS = 10;
const MAX_HOST_LENGTH = 253;

/**
 * The host of the page a visitor came from, and nothing else of its address (a path or query
 * could name a person); empty for none, for the platform's own pages and for anything that is
 * not an http(s) address.
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const ownName = ownHost.replace(/:\d+$/, '').toLowerCase();
  if (host.length > MAX_HOST_LENGTH || url.hostname.toLowerCase() === ownName) return '';
  return host;
}

const slugOf = (path: string) =>
  path.startsWith(`${BLOG_PATH}/`) ? path.slice(BLOG_PATH.length + 1) : null;

/**
 * Counts a beacon's events. A robot's beacon counts nothing; an event naming a page, a site or a
 * post that does not exist is dropped, and an unknown language is kept as none, so a forged
 * beacon adds no row a real one could not.
 */
export async function countBeacon(
  db: Db,
  counter: VisitCounter,
  events: readonly BeaconEvent[],
  sender: BeaconSender,
) {
  if (isRobot(sender.userAgent)) return;
  const userAgent = sender.userAgent!;
  const device = deviceClassOf(userAgent);
  const day = platformDay(sender.now);

  const slugs = events
    .map((event) => (event.step === PAGE_VIEW && event.path ? slugOf(event.path) : null))
    .filter((slug): slug is string => slug !== null && BLOG_SLUG_PATTERN.test(slug));
  const siteRefs = events.filter((e) => e.step !== PAGE_VIEW && e.site).map((e) => e.site!);
  const codes = siteRefs.filter((ref) => SITE_CODE_PATTERN.test(ref) && !/^\d+$/.test(ref));
  const ids = siteRefs.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
  const [publicSlugs, foundSites] = await Promise.all([
    repo.findPublicSlugs(db, slugs),
    repo.findSites(db, codes, ids),
  ]);
  const siteIdOf = (ref: string) =>
    foundSites.find((site) => site.code === ref || String(site.id) === ref)?.id ?? null;

  const visitor = await counter.hashVisitor(day, {
    address: sender.address,
    userAgent,
    host: sender.host,
  });
  const hits = new Map<string, repo.VisitHits>();
  for (const event of events) {
    const path = event.step === PAGE_VIEW ? (event.path ?? '') : '';
    const siteId = event.step === PAGE_VIEW ? null : siteIdOf(event.site ?? '');
    if (event.step === PAGE_VIEW) {
      const slug = slugOf(path);
      if (!counter.pagePaths.has(path) && !(slug !== null && publicSlugs.has(slug))) continue;
    } else if (siteId === null) {
      continue;
    }
    const hit: repo.VisitHits = {
      step: event.step,
      path,
      siteId,
      referrer: referrerHost(event.referrer, sender.host),
      language: isLanguage(event.language) ? event.language : '',
      device,
      views: 1,
      visitor,
    };
    const key = [hit.step, hit.path, hit.siteId, hit.referrer, hit.language].join('\n');
    const same = hits.get(key);
    if (same) same.views += 1;
    else hits.set(key, hit);
  }
  await repo.addVisits(db, day, [...hits.values()]);
}

/** A manager approved a worker's request: the funnel's last step, counted by the server. */
export function countApproval(db: Db, approval: { siteId: number; language: string; now: Date }) {
  return repo.addVisits(db, platformDay(approval.now), [
    {
      step: 'approve',
      path: '',
      siteId: approval.siteId,
      referrer: '',
      language: isLanguage(approval.language) ? approval.language : '',
      device: '',
      views: 1,
      visitor: null,
    },
  ]);
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > to) return days;
    days.push(day);
  }
}

/** The screen's figures for a range of days. */
export async function visitsReport(db: Db, { from, to }: VisitsQuery): Promise<VisitsReport> {
  const [totals, paths, referrers, languages, devices, sites] = await Promise.all([
    repo.dayTotals(db, from, to),
    repo.topOfPages(db, from, to, 'path', TOP_ROWS),
    repo.topOfPages(db, from, to, 'referrer', TOP_ROWS),
    repo.topOfPages(db, from, to, 'language', TOP_ROWS),
    repo.topOfPages(db, from, to, 'device', TOP_ROWS),
    repo.topSites(db, from, to, TOP_ROWS),
  ]);
  const views = new Map(totals.filter((t) => t.step === PAGE_VIEW).map((t) => [t.day, t]));
  return {
    days: daysOf(from, to).map((day) => ({
      day,
      views: views.get(day)?.views ?? 0,
      visitors: views.get(day)?.visitors ?? 0,
    })),
    funnel: FUNNEL_STEPS.map((step) => {
      const ofStep = totals.filter((t) => t.step === step);
      return {
        step,
        views: ofStep.reduce((sum, t) => sum + t.views, 0),
        visitors: ofStep.reduce((sum, t) => sum + t.visitors, 0),
      };
    }),
    paths,
    referrers,
    languages,
    devices,
    sites,
  };
}

const CSV_COLUMNS = [
  'day',
  'step',
  'path',
  'site',
  'referrer',
  'language',
  'device',
  'views',
  'visitors',
] as const;

/** Every counter row of the range as a spreadsheet, headings and steps in `language`. */
export function visitsCsv(db: Db, { from, to }: VisitsQuery, language: Language) {
  const text = (key: string) => catalogText(language, 'visits', key);
  const header = CSV_COLUMNS.map((column) => text(`csv.${column}`));
  async function* lines() {
    for await (const rows of repo.countRows(db, from, to)) {
      yield rows.map((row) => [
        row.day,
        text(`steps.${row.step}`),
        row.path,
        row.site ?? '',
        row.referrer,
        row.language,
        row.device ? text(`devices.${row.device}`) : '',
        row.views,
        row.visitors,
      ]);
    }
  }
  return {
    csv: csvChunks(header, lines()),
    disposition: attachmentDisposition(`page-visits-${from}-${to}.csv`),
  };
}
