import { randomBytes } from 'node:crypto';
import type { AuthorizationRow } from './row';
import { unique } from './row';
import { escalationRules } from '../../server/db/schema';

/** A subscription as a browser hands it over, on a push service the server accepts. */
const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${unique('device')}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
  language: 'he',
});

/**
 * Push devices, and which events reach them, are their user's own (the scope is the session:
 * another user's device answers 404, as push.test.ts shows); the buttons of a notification carry their own proof, refused
 * here as a made-up one. Webhooks are the company admin's. The gate's waiting times are read
 * by whoever decides, for his own sites; the super admin names the company. A site's escalation
 * rule is its company admins' and its own managers'.
 */
export const NOTIFICATION_ROWS: AuthorizationRow[] = [
  {
    method: 'GET',
    route: '/api/wait-times',
    ability: 'entry.decide',
    ok: 200,
    scope: 'named-company',
    request: (x) => ({ url: `/api/wait-times?companyId=${x.companyId}` }),
  },
  {
    method: 'GET',
    route: '/api/push/devices',
    ability: 'push.devices',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/push/devices' }),
  },
  {
    method: 'POST',
    route: '/api/push/devices',
    ability: 'push.devices',
    ok: 201,
    scope: 'session',
    request: () => ({ url: '/api/push/devices', payload: subscription() }),
  },
  {
    method: 'DELETE',
    route: '/api/push/devices/:id',
    ability: 'push.devices',
    ok: 404,
    scope: 'session',
    request: () => ({ url: '/api/push/devices/2147483000' }),
  },
  {
    method: 'GET',
    route: '/api/push/preferences',
    ability: 'push.devices',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/push/preferences' }),
  },
  {
    method: 'PUT',
    route: '/api/push/preferences',
    ability: 'push.devices',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/push/preferences', payload: { inspectionOverdue: true } }),
  },
  {
    method: 'POST',
    route: '/api/push/actions',
    isPublic: true,
    ok: 410,
    scope: 'session',
    request: () => ({
      url: '/api/push/actions',
      payload: { token: randomBytes(24).toString('base64url'), action: 'approve' },
    }),
  },
  {
    method: 'GET',
    route: '/api/webhooks',
    ability: 'webhooks.manage',
    ok: 200,
    scope: 'session',
    request: () => ({ url: '/api/webhooks' }),
  },
  {
    method: 'POST',
    route: '/api/webhooks',
    ability: 'webhooks.manage',
    // The test app allows no private address, and the machine resolves no public name.
    ok: 400,
    scope: 'session',
    request: () => ({
      url: '/api/webhooks',
      payload: { url: 'https://127.0.0.1/hooks', events: ['entry_request.submitted'] },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/webhooks/:id',
    ability: 'webhooks.manage',
    ok: 404,
    scope: 'session',
    request: () => ({ url: '/api/webhooks/2147483000' }),
  },
  {
    method: 'GET',
    route: '/api/webhooks/:id/deliveries',
    ability: 'webhooks.manage',
    ok: 404,
    scope: 'session',
    request: () => ({ url: '/api/webhooks/2147483000/deliveries' }),
  },
  {
    method: 'POST',
    route: '/api/webhooks/:id/deliveries/:deliveryId/resend',
    ability: 'webhooks.manage',
    ok: 404,
    scope: 'session',
    request: () => ({ url: '/api/webhooks/2147483000/deliveries/1/resend' }),
  },
  {
    method: 'GET',
    route: '/api/sites/:id/escalation',
    ability: 'escalation.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({ url: `/api/sites/${x.siteId}/escalation` }),
  },
  {
    method: 'PUT',
    route: '/api/sites/:id/escalation',
    ability: 'escalation.manage',
    ok: 200,
    scope: 'object',
    request: (x) => ({
      url: `/api/sites/${x.siteId}/escalation`,
      payload: { waitMinutes: 10, notifyStaff: true, emails: [] },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/sites/:id/escalation',
    ability: 'escalation.manage',
    // Each call finds a rule to remove: one is set just before it.
    ok: 204,
    scope: 'object',
    request: async (x, world) => {
      await world.t.db
        .insert(escalationRules)
        .values({ siteId: x.siteId, waitMinutes: 10 })
        .onConflictDoNothing();
      return { url: `/api/sites/${x.siteId}/escalation` };
    },
  },
];
