import pg from 'pg';

export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /**
   * Called after the connection came back and LISTEN again: NOTIFY has no replay, so whatever
   * was published in between is lost and the listener's users must read the state again.
   */
  onResume?: () => void;
  /** Called once per outage, when the connection drops. */
  onLost?: (error: Error | undefined) => void;
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const LISTEN_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 5000 };

/** Delay before reconnect attempt `attempt` (0 first): doubling, capped, with up to 20% jitter. */
export function listenBackoffDelay(attempt: number, options: BackoffOptions = LISTEN_BACKOFF) {
  const delay = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.round(delay * (1 - Math.random() * 0.2));
}

/**
 * A LISTEN that outlives its connection. PostgreSQL restarts, failovers and idle-connection
 * reapers all end the dedicated connection; without a reconnect every later NOTIFY would be
 * lost while the instance still looked healthy.
 */
export class ResilientListener {
  private client: pg.Client | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private isClosed = false;
  private lostReported = false;
  isConnected = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
    private readonly backoff: BackoffOptions = LISTEN_BACKOFF,
  ) {}

  /** The first connection must succeed: a bad URL at start is a configuration error. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.isConnected = false;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    // 'error' comes before 'end' on a broken connection; 'end' alone decides the reconnect.
    let lastError: Error | undefined;
    client.on('error', (error) => (lastError = error));
    client.on('end', () => this.dropped(client, lastError));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replaceAll('"', '')}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.isClosed) {
      await client.end().catch(() => {});
      return;
    }
    // Only a listening connection counts: a drop during the attempt is the caller's failure.
    this.client = client;
    this.isConnected = true;
  }

  private dropped(client: pg.Client, error: Error | undefined) {
    if (this.client !== client || this.isClosed) return;
    this.client = null;
    this.isConnected = false;
    if (!this.lostReported) {
      this.lostReported = true;
      this.handlers.onLost?.(error);
    }
    this.schedule();
  }

  private schedule() {
    if (this.isClosed) return;
    const delay = listenBackoffDelay(this.attempt, this.backoff);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.isClosed) return;
          this.attempt = 0;
          this.lostReported = false;
          this.handlers.onResume?.();
        },
        () => this.schedule(),
      );
    }, delay);
  }
}
