import { compareDescending, splitProRata, sumOf } from './pro-rata';

/** One member's commitment to a round, in whole units of the round's currency. */
export interface RoundCommitment {
  readonly id: string;
  readonly amount: bigint;
}

export interface AllocationInput {
  /** What the round raises, in whole units. */
  readonly target: bigint;
  /** The least a member may hold, in whole units: an allocation is zero or at least this. */
  readonly minimum: bigint;
  /** In the order they were made: an earlier commitment wins a tie. */
  readonly commitments: readonly RoundCommitment[];
}

export interface RoundAllocation {
  readonly id: string;
  readonly committed: bigint;
  readonly allocated: bigint;
}

/**
 * Who gets how much of a round. Not oversubscribed: everyone gets what they committed.
 * Oversubscribed: the target is cut pro rata, in whole units, with these guarantees
 * (docs/flows/investments.md works an example):
 * - no allocation exceeds its commitment, and each is zero or at least the minimum;
 * - a larger commitment never gets a smaller allocation;
 * - the allocations add up to the target whenever the minimum allows it. It does not when the
 *   target has no room for everyone at the minimum and the largest commitments that fit fall short
 *   of the target (three commitments of 40 against a target of 100 and a minimum of 40 can make
 *   80 or 120, never 100): the total is then the most the minimum allows, under the target.
 *
 * How: a commitment whose pro-rata share falls under the minimum is raised to the minimum, and the
 * rest of the target is shared pro rata among the others (the fewest raised that keeps everyone
 * else at the minimum or above). When the target cannot hold everyone at the minimum, the smallest
 * commitments are left out (the latest made first among equals) until it can. Leftover units from
 * rounding go to the largest remainders, then to the earlier commitment.
 */
export function allocateRound(input: AllocationInput): RoundAllocation[] {
  const { target, minimum, commitments } = input;
  if (minimum < 1n || target < minimum) throw new RangeError('A round needs a minimum of at least one unit and a target of at least the minimum.');
  if (commitments.some((commitment) => commitment.amount < minimum)) throw new RangeError('Every commitment must be at least the round minimum.');
  const seats: Seat[] = commitments.map((commitment, order) => ({ order, amount: commitment.amount, allocated: commitment.amount }));
  if (sumOf(seats.map((seat) => seat.amount)) > target) {
    // Largest first, an earlier commitment first among equals: who stays in when not all fit.
    const priority = [...seats].sort((a, b) => compareDescending(a.amount, b.amount) || a.order - b.order);
    const room = target / minimum;
    const inRound = BigInt(priority.length) > room ? priority.slice(0, Number(room)) : priority;
    for (const seat of priority.slice(inRound.length)) seat.allocated = 0n;
    if (sumOf(inRound.map((seat) => seat.amount)) > target) shareTarget(target, minimum, inRound);
  }
  return commitments.map((commitment, order) => ({ id: commitment.id, committed: commitment.amount, allocated: seats[order]?.allocated ?? 0n }));
}

interface Seat {
  readonly order: number;
  readonly amount: bigint;
  allocated: bigint;
}

/**
 * Shares `target` among `inRound` (in priority order, their commitments adding up to more than the
 * target and at least `minimum` each, with room for all of them at the minimum).
 */
function shareTarget(target: bigint, minimum: bigint, inRound: readonly Seat[]): void {
  // The fewest raised to the minimum: the smallest commitment not raised must keep a pro-rata share
  // of what is left of the target at the minimum or above. With all but the largest raised this
  // always holds, because the target has room for everyone at the minimum.
  const ascending = [...inRound].reverse();
  let restTotal = sumOf(ascending.map((seat) => seat.amount));
  let raised = 0;
  for (const seat of ascending.slice(0, -1)) {
    if (seat.amount * (target - BigInt(raised) * minimum) >= minimum * restTotal) break;
    restTotal -= seat.amount;
    raised += 1;
  }
  for (const seat of ascending.slice(0, raised)) seat.allocated = minimum;
  const shared = inRound.slice(0, inRound.length - raised);
  const shares = splitProRata(target - BigInt(raised) * minimum, shared.map((seat) => seat.amount));
  shared.forEach((seat, position) => {
    seat.allocated = shares[position] ?? 0n;
  });
}
