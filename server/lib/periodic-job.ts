interface JobLog {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/**
 * Runs `task` now and then every `everyMs` in this process, one run at a time (a slow run
 * delays the next instead of overlapping it), logging how much it did and any failure. Returns
 * the stop function. The timer does not keep the process alive.
 */
export function startPeriodicJob(
  everyMs: number,
  task: () => Promise<number>,
  log: JobLog,
  messages: { key: string; done: string; failed: string },
): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(task)
      .then((count) => count > 0 && log.info({ [messages.key]: count }, messages.done))
      .catch((err: unknown) => log.error({ err }, messages.failed));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
