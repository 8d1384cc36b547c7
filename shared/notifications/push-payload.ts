import type { PushAction } from '../schemas/push.schemas';

/**
 * What a push message carries to the staff app's service worker, which shows it without asking
 * the server: every text is already in the device's language. It holds the worker's name and
 * the site, nothing else of his.
 */
export interface PushPayload {
  /** One notification per request on a device: a later message about it replaces it. */
  tag: string;
  title: string;
  body: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  /** The staff screen a tap opens. */
  url: string;
  /** Present on a new request: the buttons and the proof that lets them decide. */
  decide?: {
    token: string;
    actions: { action: PushAction; title: string }[];
    /** What the notification says after a button: done, already decided by {{name}}, failed. */
    outcome: { approve: string; reject: string; conflict: string; failed: string };
  };
}
