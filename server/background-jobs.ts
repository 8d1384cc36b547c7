import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { moveEntryImagesToStore } from './lib/blob-store/entry-files';
import { startUnownedImageSweep } from './lib/blob-store/unowned-images';
import { startDayClosing } from './modules/billing/day-closing';
import { startEscalationJob } from './modules/escalation/escalation-job';
import { startInspectionReminderJob } from './modules/inspections/inspection-reminder-job';
import { startPermitWatch } from './modules/permits/permit-watch';
import { startRetentionJob } from './modules/privacy/retention-job';
import { startSystemSampling } from './modules/system-monitoring/system-sampler';

/**
 * How long a started server serves before its jobs begin. At a (re)start they would queue their
 * queries ahead of the first requests on the embedded database's one connection, and the first
 * day closing's time-zone set-up alone holds this thread for about a tenth of a second: the
 * health check and the workers at the gate come first.
 */
export const BACKGROUND_JOBS_DELAY_MS = 5_000;

/**
 * Starts the background jobs BACKGROUND_JOBS_DELAY_MS after now; they end with the server. Each
 * job's stop is kept as soon as it has started, so a job that fails to start leaves the others
 * stoppable.
 */
export function startBackgroundJobsSoon(app: FastifyInstance, database: Database) {
  const stops: (() => void)[] = [];
  let isClosed = false;
  const keep = (stop: () => void) => (isClosed ? stop() : stops.push(stop));
  const start = async () => {
    // Every instance runs it; the database lets one of them close each day.
    keep(startDayClosing(database.db, app.log));
    // Every instance runs it too; each request's personal data is erased by one of them.
    keep(startRetentionJob(database.db, app.blobStore, app.log));
    // Every instance runs it too; each escalation step and e-mail is taken by one of them.
    keep(startEscalationJob(app, database.db));
    // Every instance runs it too; each morning digest is sent by one of them.
    keep(startInspectionReminderJob(app, database.db));
    // Images a crash left without their request; every instance may sweep the shared store.
    keep(startUnownedImageSweep(database.db, app.blobStore, app.log));
    // Images written into the database by an older version move to the blob store.
    moveEntryImagesToStore(database.db, app.blobStore)
      .then((moved) => moved > 0 && app.log.info({ moved }, 'images moved to the blob store'))
      .catch((err: unknown) => app.log.error({ err }, 'moving images to the blob store failed'));
    // Every instance checks the live permits; the conditional move lets one suspend each.
    keep(startPermitWatch(app, database.db));
    // Every instance writes its own figures, for the monitoring screen's history.
    keep(await startSystemSampling(app));
  };
  const timer = setTimeout(() => {
    start().catch((err: unknown) => app.log.error({ err }, 'starting the background jobs failed'));
  }, BACKGROUND_JOBS_DELAY_MS);
  timer.unref();
  app.server.once('close', () => {
    isClosed = true;
    clearTimeout(timer);
    for (const stop of stops.splice(0)) stop();
  });
}
