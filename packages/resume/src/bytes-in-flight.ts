import { ResumeError } from './errors.js';

/**
 * Bytes of resume files held by the intake at once (bodies being fetched, waiting for a parser or
 * being parsed), across every partner. A fetch that would pass the bound fails at once with a
 * retryable 503 rather than wait: waiting bodies would hold their bytes while they wait, and two
 * half-fetched bodies waiting for each other's room could wait forever.
 */
export class BytesInFlight {
  private held = 0;

  constructor(
    private readonly max: number,
    private readonly retryAfterSeconds: number,
  ) {}

  get current(): number {
    return this.held;
  }

  /** A holder takes bytes as they arrive and gives all of them back once, when the intake is done. */
  holder(): { take(n: number): void; release(): void } {
    let mine = 0;
    return {
      take: (n) => {
        if (this.held + n > this.max) {
          throw new ResumeError(
            'SERVICE_UNAVAILABLE',
            'the server is holding as many resume files as it allows at once; retry later',
            { retryAfterSeconds: this.retryAfterSeconds },
          );
        }
        this.held += n;
        mine += n;
      },
      release: () => {
        this.held -= mine;
        mine = 0;
      },
    };
  }
}
