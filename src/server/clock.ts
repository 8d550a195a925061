/** The server's notion of "now"; tests and the test-only clock control move it forward. */
export interface Clock {
  now(): Date;
}

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** Real time plus an offset that can only move forward. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('The clock only moves forward');
    this.offsetMs += ms;
  }
}
