/** The API's one clock, injectable so tests can move time (token expiry, evidence age) without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
