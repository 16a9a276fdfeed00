import type { VoteWindowPhase } from './vote-window';

/**
 * Whether a viewer may see the yes/no tally: admins always; members once the window has closed, or
 * at any time when ballots are not sealed. Turnout (how many voted) is always visible.
 */
export function tallyVisible(viewer: { isAdmin: boolean }, sealedBallots: boolean, phase: VoteWindowPhase): boolean {
  return viewer.isAdmin || !sealedBallots || phase === 'closed';
}
