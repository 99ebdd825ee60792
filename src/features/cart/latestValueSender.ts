// §4 "A per-line loading flag applies during quantity update", and the rule: rapid clicks never
// send a stale quantity. One sender per cart line: at most one request in flight; values submitted
// meanwhile are coalesced and only the LAST is sent when the current request ends (last value wins, and
// answers can never arrive out of order). A failure drops what was queued: the line shows the server's
// quantity again and the shopper decides anew.

export interface LatestValueSenderEvents<T> {
  /** A request started (true) or the line settled (false). */
  busy(busy: boolean): void;
  /** The line settled with `value` accepted by the server. */
  done(value: T): void;
  /** A request failed; nothing queued is sent. */
  failed(error: unknown, value: T): void;
}

export class LatestValueSender<T> {
  private inFlight = false;
  private queued: { value: T } | null = null;
  private lastSent: { value: T } | null = null;

  constructor(
    private readonly send: (value: T) => Promise<void>,
    private readonly events: LatestValueSenderEvents<T>,
  ) {}

  get isBusy(): boolean {
    return this.inFlight;
  }

  submit(value: T): void {
    if (this.inFlight) {
      this.queued = { value };
      return;
    }
    this.events.busy(true);
    void this.run(value);
  }

  private async run(value: T): Promise<void> {
    this.inFlight = true;
    this.lastSent = { value };
    try {
      await this.send(value);
    } catch (error) {
      this.queued = null;
      this.inFlight = false;
      this.events.busy(false);
      this.events.failed(error, value);
      return;
    }
    const next = this.queued;
    this.queued = null;
    if (next && !Object.is(next.value, this.lastSent.value)) {
      await this.run(next.value);
      return;
    }
    this.inFlight = false;
    this.events.busy(false);
    this.events.done(value);
  }
}
