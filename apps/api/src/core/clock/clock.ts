/** The server's clock is the only clock (DOMAIN.md); tests swap in a clock they can move. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export class FakeClock extends Clock {
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
