/**
 * Identical reads that overlap share one trip to the database. One new request makes every open
 * manager tab read its dashboard and the menu's counts again at the same moment; tabs that see
 * the same sites would otherwise run the same queries fifty times over.
 *
 * A read joins another only if no change was announced since that one started (`changed()`,
 * called for each NOTIFY this instance hears and each write it answers), so no answer is older
 * than a change its caller could have seen.
 */
export class SharedReads {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private generation = 0;

  /** Something may have changed: reads started before now are not shared with later ones. */
  changed(): void {
    this.generation += 1;
  }

  /** `read()`, or the result of the same read (same `key`) already running since the last change. */
  share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const id = `${this.generation}:${key}`;
    const running = this.inFlight.get(id);
    if (running) return running as Promise<T>;
    const started = read().finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, started);
    return started;
  }
}
