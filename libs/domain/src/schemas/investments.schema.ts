import { z } from 'zod';
import { isCurrencyCode } from '../investments/currencies';
import { idSchema, requiredText, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * Rounds, commitments and allocations (docs/flows/investments.md). Amounts travel as strings of
 * digits counting the round currency's minor units (docs/decisions/0021-money-is-integer-minor-units.md).
 */
export const INVESTMENT_MESSAGES = {
  roundNotFound: 'No such round',
  dealNotApproved: 'A round opens only on a deal the network approved for investment',
  roundAlreadyOpen: 'This deal already has an open round',
  unknownCurrency: 'Choose a currency by its ISO 4217 code, like USD or EUR',
  limitsOutOfOrder: 'The minimum must not exceed the maximum, nor the maximum the target',
  notWholeUnits: 'Round amounts are whole units of the currency: no cents',
  amountTooLarge: 'That amount is larger than Quorum keeps',
  deadlineTooSoon: 'The deadline must be at least an hour from now',
  deadlineTooLate: 'The deadline must be within a year',
  roundClosed: 'This round is closed: commitments can no longer change',
  outsideLimits: 'Commit between the round minimum and maximum',
  notEligible: 'Only active members and admins may commit to a round',
  accreditationExpired: 'Your accreditation evidence has expired: an admin must confirm it again before you commit',
  noCommitment: 'You have no commitment to this round',
  roundNotOpen: 'Only an open round can be closed',
  roundNotClosed: 'Allocations change only after the round closes and before the capital call',
  memberNotInRound: 'This member has no commitment to this round',
  allocationOutOfRange: 'An allocation is zero, or between the round minimum and the commitment',
  allocationsOverTarget: 'The allocations would add up to more than the round target',
  roundNotCalled: 'Payments, marks and exits are recorded once the capital call went out',
  roundExited: 'This round has exited: its holding is closed',
  nothingAllocated: 'This member has no allocation to pay',
  overpaid: 'That payment would exceed the allocation',
  nothingToRelease: 'This allocation is paid in full: nothing to release',
  noCapitalPaidIn: 'An exit is shared among the capital paid in, and none was recorded',
  futureDate: 'The date cannot be after today',
  allocatedToIneligible: 'Some allocations belong to members who can no longer invest: set them to zero before the capital call',
  ineligibleAllocation: 'This member can no longer invest: their allocation can only be zero',
  beforeRoundOpened: 'The date cannot be before the round opened',
  exitBeforeHistory: 'The exit cannot be dated before a payment or mark already recorded',
  zeroAmount: 'Enter an amount above zero',
} as const;

/** An amount in minor units: digits only, no sign, no leading zeros, at most 16 digits. */
export const minorAmountSchema = z.string().regex(/^(0|[1-9]\d{0,15})$/, 'An amount is a whole number of minor units, as digits');

/**
 * A figure the API computes (a sum of amounts, a multiple in basis points), as digits: unbounded
 * in length, since sums and ratios of bounded amounts are not bounded by them (a one-cent payment
 * valued at a billion is a multiple of 10^15 basis points).
 */
export const computedFigureSchema = z.string().regex(/^(0|[1-9]\d{0,39})$/, 'A figure is a whole number, as digits');

export const currencyCodeSchema = z.string().refine(isCurrencyCode, INVESTMENT_MESSAGES.unknownCurrency);

export const ROUND_STATUSES = ['open', 'closed', 'confirmed', 'exited'] as const;
export const roundStatusSchema = z.enum(ROUND_STATUSES);
export type RoundStatus = z.infer<typeof roundStatusSchema>;

const reasonSchema = z.string().trim().min(3).max(TEXT_LIMITS.COMMENT);

/** POST /api/admin/rounds: an admin opens a round on a deal approved for investment. */
export const openRoundRequestSchema = z.object({
  reportId: idSchema,
  currency: currencyCodeSchema,
  target: minorAmountSchema,
  minimum: minorAmountSchema,
  maximum: minorAmountSchema,
  deadline: timestampSchema,
  vehicleName: requiredText(TEXT_LIMITS.NAME),
  wireInstructions: requiredText(TEXT_LIMITS.COMMENT),
});
export type OpenRoundRequest = z.infer<typeof openRoundRequestSchema>;

/** PUT /api/rounds/:id/commitment: sets (never adds to) the member's commitment. */
export const commitRequestSchema = z.object({ amount: minorAmountSchema });
export type CommitRequest = z.infer<typeof commitRequestSchema>;

/** POST /api/admin/rounds/:id/close: an admin closes a round before its deadline. */
export const closeRoundRequestSchema = z.object({ reason: reasonSchema });
export type CloseRoundRequest = z.infer<typeof closeRoundRequestSchema>;

/** PUT /api/admin/rounds/:id/allocations/:memberId: an admin adjusts an allocation before the capital call. */
export const adjustAllocationRequestSchema = z.object({ amount: minorAmountSchema, reason: reasonSchema });
export type AdjustAllocationRequest = z.infer<typeof adjustAllocationRequestSchema>;

/** A calendar day, as a bank statement or a valuation gives it: YYYY-MM-DD. */
export const calendarDaySchema = z.iso.date();

/** POST /api/admin/rounds/:id/payments: money received against a member's allocation. */
export const recordPaymentRequestSchema = z.object({ memberId: idSchema, amount: minorAmountSchema, receivedOn: calendarDaySchema });
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;

/** POST /api/admin/rounds/:id/releases: the unpaid part of an allocation given up. */
export const releaseAllocationRequestSchema = z.object({ memberId: idSchema, reason: reasonSchema });
export type ReleaseAllocationRequest = z.infer<typeof releaseAllocationRequestSchema>;

/** POST /api/admin/rounds/:id/marks: a new valuation of the round's whole holding. */
export const recordMarkRequestSchema = z.object({ value: minorAmountSchema, markedOn: calendarDaySchema, note: requiredText(TEXT_LIMITS.COMMENT) });
export type RecordMarkRequest = z.infer<typeof recordMarkRequestSchema>;

/** POST /api/admin/rounds/:id/exit: the proceeds of the holding's sale, shared at once. */
export const recordExitRequestSchema = z.object({ proceeds: minorAmountSchema, exitedOn: calendarDaySchema, note: requiredText(TEXT_LIMITS.COMMENT) });
export type RecordExitRequest = z.infer<typeof recordExitRequestSchema>;

export const markSchema = z.object({ value: minorAmountSchema, markedOn: calendarDaySchema, note: z.string() });
export type Mark = z.infer<typeof markSchema>;

/** A member's own place in a round. */
export const ownCommitmentSchema = z.object({
  amount: minorAmountSchema,
  committedAt: timestampSchema,
  /** Null until the round closes. */
  allocated: minorAmountSchema.nullable(),
  /** What the admins recorded as received from this member. */
  paid: minorAmountSchema,
  /** Their part of the holding's latest mark (what was paid in, before any mark). */
  value: minorAmountSchema,
  /** What the exit returned to them as an investor; null before an exit. */
  distributed: minorAmountSchema.nullable(),
});
export type OwnCommitment = z.infer<typeof ownCommitmentSchema>;

/** A round as a member sees it: their own amounts and the round's totals, never another member's. */
export const roundSchema = z.object({
  id: idSchema,
  reportId: idSchema,
  dealName: z.string(),
  status: roundStatusSchema,
  currency: z.string(),
  target: minorAmountSchema,
  minimum: minorAmountSchema,
  maximum: minorAmountSchema,
  deadline: timestampSchema,
  vehicleName: z.string(),
  /**
   * Null for a member while exactly one other member has committed: the total would then be that
   * member's amount (less the viewer's own). Admins always see it.
   */
  committedTotal: computedFigureSchema.nullable(),
  commitmentCount: z.number().int(),
  closedAt: timestampSchema.nullable(),
  mine: ownCommitmentSchema.nullable(),
  /** Whether this member may commit now, and if not, why (null when they may). */
  canCommit: z.boolean(),
  cannotCommitReason: z.string().nullable(),
  /** Shown to a member with an allocation once the capital call went out; null otherwise. */
  wireInstructions: z.string().nullable(),
  /**
   * The value is null to a member when the round has one or two investors: with their own share and
   * payment, the whole holding's value would give the other's payment (with one, the proceeds less
   * the submitter's carry are the investor's). So is the exit's proceeds.
   */
  latestMark: markSchema.extend({ value: minorAmountSchema.nullable() }).nullable(),
  exit: z.object({ proceeds: minorAmountSchema.nullable(), exitedOn: calendarDaySchema }).nullable(),
  /** The submitter's carry this member earned on the round's exit; null when none. */
  myCarry: minorAmountSchema.nullable(),
});
export type Round = z.infer<typeof roundSchema>;

export const roundResponseSchema = z.object({ success: z.literal(true), round: roundSchema });
export const roundsResponseSchema = z.object({ success: z.literal(true), rounds: z.array(roundSchema) });

/** One member's commitment as an admin sees it. */
export const adminCommitmentSchema = z.object({
  memberId: idSchema,
  name: z.string(),
  email: z.string(),
  amount: minorAmountSchema,
  committedAt: timestampSchema,
  allocated: minorAmountSchema.nullable(),
  /** The admin's reason when they changed the allocation the rule gave. */
  adjustment: z.object({ from: minorAmountSchema, reason: z.string() }).nullable(),
  /** Whether the member may hold an allocation now (active, a member or admin, accreditation current). */
  canInvest: z.boolean(),
  paid: minorAmountSchema,
  /** What the exit returned to this member as an investor; null before an exit. */
  distributed: minorAmountSchema.nullable(),
});
export type AdminCommitment = z.infer<typeof adminCommitmentSchema>;

/** A round as an admin sees it: every commitment, the wire instructions, who opened and closed it. */
export const adminRoundSchema = roundSchema.omit({ mine: true, canCommit: true, cannotCommitReason: true, myCarry: true }).extend({
  committedTotal: computedFigureSchema,
  wireInstructions: z.string(),
  paidTotal: computedFigureSchema,
  marks: z.array(markSchema),
  latestMark: markSchema.nullable(),
  exit: z.object({ proceeds: minorAmountSchema, exitedOn: calendarDaySchema }).nullable(),
  /** Who earns the submitter's carry at exit: the deal's first submitter when it holds founder contacts. */
  carryTo: z.object({ memberId: idSchema, name: z.string() }).nullable(),
  exitDetail: z.object({ proceeds: minorAmountSchema, paidIn: minorAmountSchema, exitedOn: calendarDaySchema, note: z.string(), carry: minorAmountSchema }).nullable(),
  openedAt: timestampSchema,
  closeReason: z.string().nullable(),
  confirmedAt: timestampSchema.nullable(),
  allocatedTotal: computedFigureSchema.nullable(),
  commitments: z.array(adminCommitmentSchema),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

export const adminRoundResponseSchema = z.object({ success: z.literal(true), round: adminRoundSchema });
export const adminRoundsResponseSchema = z.object({ success: z.literal(true), rounds: z.array(adminRoundSchema.omit({ commitments: true, marks: true })) });

const seriesSchema = z.array(
  z.object({ currency: z.string(), points: z.array(z.object({ day: calendarDaySchema, paidIn: computedFigureSchema, value: computedFigureSchema, distributed: computedFigureSchema })) }),
);

/** Figures of a holding or a sum of them, in one currency. Multiples in basis points as digits ("18500" is 1.85×). */
const figuresSchema = z.object({
  currency: z.string(),
  paidIn: computedFigureSchema,
  value: computedFigureSchema,
  distributed: computedFigureSchema,
  tvpiBasisPoints: computedFigureSchema.nullable(),
  dpiBasisPoints: computedFigureSchema.nullable(),
});

/** One of a member's positions: a round they were allocated, paid into, or earned carry on. */
export const positionSchema = figuresSchema.extend({
  roundId: idSchema,
  reportId: idSchema,
  dealName: z.string(),
  vehicleName: z.string(),
  status: roundStatusSchema,
  committed: computedFigureSchema,
  allocated: computedFigureSchema.nullable(),
  /** The submitter's carry the member earned on this deal's exit. */
  carry: computedFigureSchema,
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/portfolio: the member's positions, their totals per currency and their value over time. */
export const portfolioResponseSchema = z.object({
  success: z.literal(true),
  positions: z.array(positionSchema),
  totals: z.array(figuresSchema.extend({ carry: computedFigureSchema })),
  series: seriesSchema,
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

/** One round in the network's view: what was committed, called (allocated), paid in, is worth and returned. */
export const networkRoundSchema = figuresSchema.extend({
  roundId: idSchema,
  dealName: z.string(),
  status: roundStatusSchema,
  committed: computedFigureSchema,
  called: computedFigureSchema,
});
export type NetworkRound = z.infer<typeof networkRoundSchema>;

/** GET /api/admin/investments: every round's figures, the totals per currency, and the network's value over time. */
export const networkResponseSchema = z.object({
  success: z.literal(true),
  rounds: z.array(networkRoundSchema),
  totals: z.array(figuresSchema.extend({ committed: computedFigureSchema, called: computedFigureSchema })),
  series: seriesSchema,
});
export type NetworkResponse = z.infer<typeof networkResponseSchema>;
