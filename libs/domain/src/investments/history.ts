import { valueShares } from './performance';
import { sumOf } from './pro-rata';

/** What happened to one round's holding, day by day (days as YYYY-MM-DD, which sort as text). */
export interface HoldingHistory {
  readonly currency: string;
  readonly payments: ReadonlyArray<{ readonly day: string; readonly memberId: string; readonly amount: bigint }>;
  /** In the order they were recorded; the latest of a day counts. */
  readonly marks: ReadonlyArray<{ readonly day: string; readonly value: bigint }>;
  /** The exit's parts: each investor's share, and the submitter's carry (`carry: true`). */
  readonly exit?: { readonly day: string; readonly parts: ReadonlyArray<{ readonly memberId: string; readonly amount: bigint; readonly carry?: boolean }> };
}

export interface HoldingFigures {
  readonly paidIn: bigint;
  readonly value: bigint;
  readonly distributed: bigint;
}

export interface HoldingPoint extends HoldingFigures {
  readonly day: string;
}

/**
 * A holding's figures at the end of `day`, for one member or, without one, for the whole network:
 * capital paid in so far; its value (the latest mark, shared pro rata to what each paid in and to
 * the unit, or what was paid in before any mark, nothing after the exit); and what the exit
 * returned (to the member: their share as an investor; the carry is theirs apart).
 */
export function holdingOn(history: HoldingHistory, day: string, memberId?: string): HoldingFigures {
  const paidBy = new Map<string, bigint>();
  for (const payment of history.payments) {
    if (payment.day <= day) paidBy.set(payment.memberId, (paidBy.get(payment.memberId) ?? 0n) + payment.amount);
  }
  const paidIn = memberId === undefined ? sumOf(paidBy.values()) : (paidBy.get(memberId) ?? 0n);
  const exited = history.exit !== undefined && history.exit.day <= day;
  // A member's distributions are their share as an investor (the carry is shown apart, as what they
  // earned for bringing the deal); the network's are all the proceeds, carry included.
  const distributed = exited ? sumOf((history.exit?.parts ?? []).filter((part) => memberId === undefined || (part.memberId === memberId && !part.carry)).map((part) => part.amount)) : 0n;
  if (exited) return { paidIn, value: 0n, distributed };
  const mark = [...history.marks].filter((entry) => entry.day <= day).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).at(-1);
  if (!mark) return { paidIn, value: paidIn, distributed };
  if (memberId === undefined) return { paidIn, value: mark.value, distributed };
  // A member's part of a mark is read by the payments as they stand in the whole history, not as
  // they stood that day: shares that changed between two days would show a member the whole mark on
  // a day they were the only payer, and with it what the others paid.
  const paidByAll = new Map<string, bigint>();
  for (const payment of history.payments) paidByAll.set(payment.memberId, (paidByAll.get(payment.memberId) ?? 0n) + payment.amount);
  return { paidIn, value: valueShares(mark.value, paidByAll).get(memberId) ?? 0n, distributed };
}

/**
 * A portfolio's (or the network's) figures over time, one series per currency (amounts in
 * different currencies are never added up): a point at the end of each day something happened.
 */
export function portfolioSeries(histories: readonly HoldingHistory[], memberId?: string): Array<{ currency: string; points: HoldingPoint[] }> {
  const currencies = [...new Set(histories.map((history) => history.currency))].sort();
  return currencies.map((currency) => {
    const ofCurrency = histories.filter((history) => history.currency === currency);
    const days = [...new Set(ofCurrency.flatMap((history) => [...history.payments.map((entry) => entry.day), ...history.marks.map((entry) => entry.day), ...(history.exit ? [history.exit.day] : [])]))].sort();
    const points = days.map((day) => {
      const figures = ofCurrency.map((history) => holdingOn(history, day, memberId));
      return { day, paidIn: sumOf(figures.map((entry) => entry.paidIn)), value: sumOf(figures.map((entry) => entry.value)), distributed: sumOf(figures.map((entry) => entry.distributed)) };
    });
    return { currency, points };
  });
}
