import { sessionCan } from '@shared/access/policy';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@shared/i18n/languages';
import type { PushPayload } from '@shared/notifications/push-payload';
import type { SessionUser } from '@shared/schemas/auth.schemas';
import type { PushAction, PushDevice, PushSubscribeBody } from '@shared/schemas/push.schemas';
import { PushSubscribeBodySchema } from '@shared/schemas/push.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogText } from '../../lib/catalog';
import { randomToken, sha256 } from '../../lib/crypto';
import { currentSessionUser } from '../auth/auth.service';
import { changeEntryStatus, getEntryStatus } from '../entry-requests/entry-requests.service';
import { newRequestNotice } from '../entry-requests/review.service';
import { isAllowedPushEndpoint } from './push-endpoint';
import { deviceLanguage, fanOut } from './push-fan-out';
import type { PushSender, SendOutcome } from './push-sender';
import * as repo from './push.repository';

// Other modules that hand a push to the sender name it by this type, not by its file, and
// notify their own users through pushToUsers.
export type { PushSender };
export { pushToUsers } from './push-fan-out';

/** How long a notification's buttons decide: a request is decided within the hour or opened. */
const ACTION_TOKEN_MS = 12 * 60 * 60 * 1000;
const QUEUE_PATH = '/manager/approval-queue';

function toDevice(row: repo.PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    deviceLabel: row.deviceLabel,
    language: isLanguage(row.language) ? row.language : 'he',
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export async function listDevices(db: Db, user: SessionUser) {
  return (await repo.listForUser(db, user.id)).map(toDevice);
}

/** Keeps the browser's subscription for the user; a push service the product does not know is refused. */
export async function addDevice(
  db: Db,
  user: SessionUser,
  input: PushSubscribeBody,
  options: { allowPrivateNetworkTargets: boolean },
): Promise<PushDevice> {
  const body = PushSubscribeBodySchema.parse(input);
  if (!(await isAllowedPushEndpoint(body.endpoint, options.allowPrivateNetworkTargets))) {
    throw new AppError(400, 'PUSH_ENDPOINT_NOT_ALLOWED');
  }
  const row = await repo.upsert(db, {
    userId: user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    deviceLabel: body.deviceLabel,
    language: body.language,
  });
  return toDevice(row);
}

export async function removeDevice(db: Db, user: SessionUser, id: number) {
  if (!(await repo.deleteOwn(db, user.id, id))) throw new AppError(404, 'NOT_FOUND');
}

const text = (language: Language, key: string, params: Record<string, string> = {}) =>
  catalogText(language, 'notifications', key, params);

/**
 * Why the deciders hear of a pending request: it is new, or it has waited too long; each is
 * also the kind of push a user may turn off.
 */
export type RequestOccasion = { kind: 'newRequest' } | { kind: 'waiting'; minutes: number };

/** A request's notification in one language, without the proof, which is each user's own. */
type RequestPayload = Omit<PushPayload, 'decide'> & {
  decide: Omit<NonNullable<PushPayload['decide']>, 'token'>;
};

function requestPayload(
  language: Language,
  occasion: RequestOccasion,
  request: { entryId: string; worker: string; site: string },
): RequestPayload {
  const params = { worker: request.worker, site: request.site };
  const minutes: Record<string, string> =
    occasion.kind === 'waiting' ? { minutes: String(occasion.minutes) } : {};
  return {
    tag: `entry-${request.entryId}`,
    title: text(language, `push.${occasion.kind}.title`, params),
    body: text(language, `push.${occasion.kind}.body`, { ...params, ...minutes }),
    lang: language,
    dir: directionOf(language),
    url: QUEUE_PATH,
    decide: {
      actions: [
        { action: 'approve', title: text(language, 'push.actions.approve') },
        { action: 'reject', title: text(language, 'push.actions.reject') },
      ],
      outcome: {
        approve: text(language, 'push.outcome.approve', params),
        reject: text(language, 'push.outcome.reject', params),
        // The name of who decided first is filled in by the service worker from the 409.
        conflict: text(language, 'push.outcome.conflict', { ...params, name: '{{name}}' }),
        failed: text(language, 'push.outcome.failed', params),
      },
    },
  };
}

/**
 * A pending request, new or waiting too long, to every device of the staff who decide its
 * site and have not turned that kind of push off, each in its own language, with buttons that
 * decide through one proof per user (a message about the request replaces the earlier one on
 * the device, buttons and all). Devices the push service no longer knows are forgotten. A caller
 * that knows the request's site passes it: the devices are then looked up first, and a site
 * nobody gets pushes on reads nothing more.
 */
export async function notifySiteDeciders(
  db: Db,
  pushSender: () => Promise<PushSender>,
  entryId: string,
  occasion: RequestOccasion,
  now = new Date(),
  site?: { id: number; companyId: number },
): Promise<SendOutcome | null> {
  const devicesOf = (of: { id: number; companyId: number }) =>
    repo.devicesOfSiteDeciders(db, of, occasion.kind);
  const early = site ? await devicesOf(site) : null;
  if (early?.length === 0) return null;
  const notice = await newRequestNotice(db, entryId);
  if (!notice || notice.data.request.status !== 'pending') return null;
  const devices =
    early ?? (await devicesOf({ id: notice.data.siteId, companyId: notice.companyId }));
  if (devices.length === 0) return null;
  const tokens = new Map<number, string>();
  for (const { subscription } of devices) {
    if (!tokens.has(subscription.userId)) tokens.set(subscription.userId, randomToken(24));
  }
  await repo.insertActionTokens(
    db,
    [...tokens].map(([userId, token]) => ({
      tokenHash: sha256(token),
      userId,
      entryRequestId: entryId,
      expiresAt: new Date(now.getTime() + ACTION_TOKEN_MS),
    })),
  );
  const { worker } = notice.data;
  const request = {
    entryId,
    worker: `${worker.firstName} ${worker.lastName}`.trim(),
    site: notice.data.request.siteName,
  };
  // The texts are read from the catalogs once per language; only the proof is the user's.
  const payloads = new Map<Language, RequestPayload>();
  return fanOut(
    db,
    pushSender,
    devices.map(({ subscription }) => subscription),
    (subscription) => {
      const language = deviceLanguage(subscription);
      let payload = payloads.get(language);
      if (!payload) {
        payload = requestPayload(language, occasion, request);
        payloads.set(language, payload);
      }
      const token = tokens.get(subscription.userId)!;
      const message: PushPayload = { ...payload, decide: { token, ...payload.decide } };
      return JSON.stringify(message);
    },
    now,
  );
}

/**
 * The language a staff user reads the product's notices in: the one his latest device was
 * turned on in, as users have no language of their own; the product's own for one without.
 */
export async function staffLanguages(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, Language>> {
  const rows = await repo.latestDeviceLanguages(db, userIds);
  const found = new Map(rows.map((r) => [r.userId, r.language]));
  return new Map(
    userIds.map((id) => {
      const language = found.get(id);
      return [id, language && isLanguage(language) ? language : DEFAULT_LANGUAGE];
    }),
  );
}

/**
 * A notification's button. The proof is spent by its first use; its user is read as he is now,
 * and decides only with the ability and the scope the queue asks for, through the same rule:
 * a request already decided answers 409 with who decided it.
 */
export async function decideByAction(
  db: Db,
  input: { token: string; action: PushAction },
  mainAccountUsernames: readonly string[],
  now = new Date(),
) {
  const spent = await repo.spendActionToken(db, sha256(input.token), now);
  if (!spent) throw new AppError(410, 'PUSH_ACTION_EXPIRED');
  const user = await currentSessionUser(db, spent.userId, mainAccountUsernames);
  if (!user || !sessionCan(user, 'entry.decide')) throw new AppError(403, 'FORBIDDEN');
  const status = input.action === 'approve' ? 'approved' : 'rejected';
  const decided = await changeEntryStatus(
    db,
    user,
    spent.entryId,
    {
      status,
      rejectionReason:
        status === 'rejected' ? await rejectionReasonFor(db, spent.entryId) : undefined,
    },
    now,
    'push',
  );
  return { entryId: decided.id, status: decided.status };
}

/** A button cannot ask for a reason: the worker reads a fixed one in his own language. */
async function rejectionReasonFor(db: Db, entryId: string): Promise<string> {
  const { language } = await getEntryStatus(db, entryId);
  return text(isLanguage(language) ? language : 'he', 'push.rejectionReason');
}
