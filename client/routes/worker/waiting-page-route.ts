import { workerPage } from './lazy-worker-page';

/**
 * The waiting page's route `lazy`: its chunk and the `worker` texts. The form calls it too while
 * the worker fills it in, so the page a sent form goes to is on the phone before the answer;
 * the router's own call then finds both downloaded.
 */
export const waitingPage = workerPage(async () => (await import('./waiting-page')).WaitingPage);
