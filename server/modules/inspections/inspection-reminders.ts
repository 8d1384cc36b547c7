import type { FastifyBaseLogger } from 'fastify';
import type { FitnessState } from '@shared/inspections/inspection-rules';
import { withTranslations } from '@shared/i18n/localized-text';
import { addDays } from '@shared/time/calendar-day';
import type { Db } from '../../db/client';
import { localDateTime } from '../../lib/company-day';
import { queueEmails } from '../email/email.service';
import { pushToUsers, staffLanguages, type PushSender } from '../push/push.service';
import { companyFitness } from './fitness.service';
import * as repo from './inspection-reminders.repository';
import { reminderEmail, reminderPush, type ReminderDigest } from './inspection-reminder-messages';

/** The hour of the company's day from which the morning digest goes out. */
const REMINDER_HOUR = 6;
/** Days a sent digest stays recorded: long enough for any zone's today to be behind it. */
const KEPT_DAYS = 7;

const GROUP_OF: Partial<Record<FitnessState, 'dueToday' | 'overdue'>> = {
  due_today: 'dueToday',
  due_now: 'dueToday',
  never: 'dueToday',
  overdue: 'overdue',
};

export interface ReminderDeps {
  pushSender: () => Promise<PushSender>;
  /** Whether SMTP is configured: without it, the digest goes by push only. */
  isEmailOn: boolean;
  /** The equipment list's address for the e-mail, when the server knows its own. */
  listUrl: string | null;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface Pending {
  userId: number;
  email: string;
  digest: ReminderDigest;
}

/**
 * The digests of one company's qualified users not yet reminded today: on each of their sites,
 * the active items of the kinds they may inspect that are due today or overdue. A user with
 * nothing to inspect on a site gets nothing for it.
 */
async function companyDigests(db: Db, companyId: number, day: string, now: Date) {
  const inspectors = await repo.inspectorsToRemind(db, companyId, day);
  if (inspectors.length === 0) return [];
  const { items, fitness } = await companyFitness(db, companyId, now);
  const names = new Map(
    (await repo.siteNames(db, [...new Set(inspectors.map((i) => i.siteId))])).map((site) => [
      site.id,
      withTranslations(site.name, site.nameTranslations),
    ]),
  );
  const pending: Pending[] = [];
  for (const inspector of inspectors) {
    const digest: ReminderDigest = {
      siteId: inspector.siteId,
      siteName: names.get(inspector.siteId) ?? { he: '' },
      dueToday: [],
      overdue: [],
    };
    for (const item of items) {
      if (item.status !== 'active' || item.siteId !== inspector.siteId) continue;
      if (!inspector.kinds.includes(item.kind)) continue;
      const group = GROUP_OF[fitness.get(item.id)?.state ?? 'fit'];
      if (group) digest[group].push({ kind: item.kind, number: item.value });
    }
    if (digest.dueToday.length + digest.overdue.length > 0) {
      pending.push({ userId: inspector.userId, email: inspector.email, digest });
    }
  }
  return pending;
}

/**
 * Sends one company's morning digests: records each (user, site, day) and queues its e-mail in
 * one transaction, so a digest is either wholly taken or left for the next run, and another
 * instance or a restart finds it taken; then pushes them. A lost push is not retried: the
 * menu's badge and the equipment list still say it. Returns how many digests were taken.
 */
async function remindCompany(
  db: Db,
  deps: ReminderDeps,
  company: { id: number; timeZone: string },
  now: Date,
) {
  const local = localDateTime(now, company.timeZone);
  if (Number(local.slice(11, 13)) < REMINDER_HOUR) return 0;
  const day = local.slice(0, 10);
  const pending = await companyDigests(db, company.id, day, now);
  if (pending.length === 0) return 0;
  const languages = await staffLanguages(
    db,
    pending.map((p) => p.userId),
  );
  const languageOf = (userId: number) => languages.get(userId)!;
  const taken = await db.transaction(async (tx) => {
    const won = new Set(
      (
        await repo.claimReminders(
          tx,
          pending.map((p) => ({ userId: p.userId, siteId: p.digest.siteId })),
          day,
          now,
        )
      ).map((r) => `${r.userId}:${r.siteId}`),
    );
    const mine = pending.filter((p) => won.has(`${p.userId}:${p.digest.siteId}`));
    if (deps.isEmailOn) {
      await queueEmails(
        tx,
        mine
          .filter((p) => p.email !== '')
          .map((p) => reminderEmail(p.digest, p.email, languageOf(p.userId), deps.listUrl)),
      );
    }
    return mine;
  });
  const bySite = new Map<number, Map<number, ReminderDigest>>();
  for (const p of taken) {
    const site = bySite.get(p.digest.siteId) ?? new Map<number, ReminderDigest>();
    site.set(p.userId, p.digest);
    bySite.set(p.digest.siteId, site);
  }
  for (const [siteId, digests] of bySite) {
    await pushToUsers(
      db,
      deps.pushSender,
      { companyId: company.id, userIds: [...digests.keys()] },
      'inspectionOverdue',
      (language, userId) => reminderPush(digests.get(userId)!, language),
      now,
    ).catch((err: unknown) => deps.log.error({ err, siteId }, 'inspection reminder push failed'));
  }
  return taken.length;
}

/**
 * Every company's morning digests due by now; a company whose run fails is logged and the
 * others still reminded. Returns how many digests were taken.
 */
export async function remindInspectors(db: Db, deps: ReminderDeps, now = new Date()) {
  let taken = 0;
  for (const company of await repo.companiesWithInspectors(db)) {
    try {
      taken += await remindCompany(db, deps, company, now);
    } catch (err) {
      deps.log.error({ err, companyId: company.id }, 'inspection reminders failed');
    }
  }
  await repo.forgetRemindersBefore(db, addDays(now.toISOString().slice(0, 10), -KEPT_DAYS));
  return taken;
}
