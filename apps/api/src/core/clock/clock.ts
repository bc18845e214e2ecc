/** The server's clock is the only clock (DOMAIN.md); tests swap in a clock they can move. */
export abstract class Clock {
  abstract now(): Date;
}

/** A clock a test may move forward (the e2e clock route accepts only these). */
export interface MovableTime {
  advance(ms: number): void;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export class FakeClock extends Clock implements MovableTime {
  private offsetMs = 0;
  constructor(private base: Date = new Date()) {
    super();
  }
  now(): Date {
    return new Date(this.base.getTime() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  set(date: Date): void {
    this.base = date;
    this.offsetMs = 0;
  }
}

/**
 * The built product's clock under the browser tests (E2E_FAKE_CLOCK, never in production): real
 * time that runs on by itself, as the countdown needs, which a spec may move forward (a test's end,
 * its announcement) instead of waiting for it.
 */
export class E2eClock extends Clock implements MovableTime {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (!(ms > 0)) throw new Error('the e2e clock only moves forward');
    this.offsetMs += ms;
  }
}

export function isMovable(clock: Clock): clock is Clock & MovableTime {
  return typeof (clock as Partial<MovableTime>).advance === 'function';
}
