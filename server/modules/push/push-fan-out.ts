import { isLanguage, type Language } from '@shared/i18n/languages';
import type { PushPayload } from '@shared/notifications/push-payload';
import type { PushEventKind } from '@shared/schemas/push.schemas';
import type { Db } from '../../db/client';
import type { PushSender, SendOutcome } from './push-sender';
import * as repo from './push.repository';

export const deviceLanguage = (subscription: repo.PushSubscriptionRow): Language =>
  isLanguage(subscription.language) ? subscription.language : 'he';

/**
 * Sends each device its payload, then forgets in one statement every device the push service
 * no longer knows and marks the rest sent in another: two writes per batch, not two per device.
 */
export async function fanOut(
  db: Db,
  pushSender: () => Promise<PushSender>,
  subscriptions: readonly repo.PushSubscriptionRow[],
  payloadOf: (subscription: repo.PushSubscriptionRow) => string,
  now: Date,
): Promise<SendOutcome> {
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  const sender = await pushSender();
  const outcome = await sender.send(subscriptions, (target) => payloadOf(byId.get(target.id)!));
  await repo.deleteByIds(db, outcome.gone);
  await repo.markSent(db, outcome.sent, now);
  return outcome;
}

/**
 * A notification in the language asked for, for one of the users told: called once per user and
 * language among the devices.
 */
export type PayloadOf = (language: Language, userId: number) => PushPayload;

/**
 * One notification to every device of these users who are still active staff of the company
 * and have not turned its kind off, each in its device's language. The caller chooses the users
 * (and answers for their scope). Returns null when no device is to be told.
 */
export async function pushToUsers(
  db: Db,
  pushSender: () => Promise<PushSender>,
  to: { companyId: number; userIds: readonly number[] },
  eventKind: PushEventKind,
  payloadOf: PayloadOf,
  now = new Date(),
): Promise<SendOutcome | null> {
  const devices = await repo.devicesOfUsers(db, to.companyId, to.userIds, eventKind);
  if (devices.length === 0) return null;
  const payloads = new Map<string, string>();
  return fanOut(
    db,
    pushSender,
    devices.map(({ subscription }) => subscription),
    (subscription) => {
      const language = deviceLanguage(subscription);
      const key = `${subscription.userId} ${language}`;
      let payload = payloads.get(key);
      if (payload === undefined) {
        payload = JSON.stringify(payloadOf(language, subscription.userId));
        payloads.set(key, payload);
      }
      return payload;
    },
    now,
  );
}
