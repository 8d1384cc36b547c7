/**
 * Runs work at most `concurrency` at a time, and serves the callers waiting in turn: each
 * caller (a client address) has its own line, and the lines take one turn each. A caller who
 * sends fifty at once waits behind his own fifty, not in front of everyone else.
 */
export class FairQueue {
  private running = 0;
  /** The waiting work per caller; the Map's order is the turn (served callers go to the back). */
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(private concurrency: number) {}

  setConcurrency(concurrency: number) {
    this.concurrency = concurrency;
    this.startWaiting();
  }

  run<T>(caller: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.startWaiting();
          });
      };
      const line = this.lines.get(caller);
      if (line) line.push(start);
      else this.lines.set(caller, [start]);
      this.startWaiting();
    });
  }

  private startWaiting() {
    while (this.running < this.concurrency) {
      const next = this.lines.entries().next();
      if (next.done) return;
      const [caller, line] = next.value;
      const start = line.shift()!;
      this.lines.delete(caller);
      if (line.length > 0) this.lines.set(caller, line);
      this.running += 1;
      start();
    }
  }
}
