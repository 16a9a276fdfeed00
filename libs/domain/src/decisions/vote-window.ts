const DAY_MS = 24 * 60 * 60 * 1000;

/** When a deal's member vote opens and closes, as epoch milliseconds. */
export interface VoteWindow {
  readonly opensAt: number;
  readonly closesAt: number;
}

export type VoteWindowPhase = 'open' | 'closed';

/** The window that opens when the review is done and lasts the rules' number of days. */
export function voteWindowFrom(reviewDoneAt: number, voteWindowDays: number): VoteWindow {
  return { opensAt: reviewDoneAt, closesAt: reviewDoneAt + voteWindowDays * DAY_MS };
}

/** A window is open from its opening up to, not including, its closing time. */
export function voteWindowPhase(window: VoteWindow, now: number): VoteWindowPhase {
  return now < window.closesAt ? 'open' : 'closed';
}

/** An admin closing early or extending: the new closing time, never before the window opened. */
export function movedVoteWindow(window: VoteWindow, closesAt: number): VoteWindow {
  return { opensAt: window.opensAt, closesAt: Math.max(window.opensAt, closesAt) };
}

/** Milliseconds left before the window closes; 0 once it has. */
export function timeLeft(window: VoteWindow, now: number): number {
  return Math.max(0, window.closesAt - now);
}
