import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useGetBallotQuery } from './ballot.queries';

/** How often a closed vote whose decision the server has not recorded yet is asked again. */
export const DECISION_POLL_MS = 15_000;
/** The wait after the closing time before asking: the server's closing job runs on its own clock. */
const AFTER_CLOSING_MS = 1_000;
/** setTimeout's longest delay; a window closing later than that (about 24 days) is asked again on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The network vote on a deal, as fresh as the page needs it: asked on every visit (turnout and
 * phase move with other members' votes), asked again when the window's closing time passes, then
 * every DECISION_POLL_MS until the decision is recorded.
 */
export function useBallot(reportId: string | undefined) {
  const [dueFor, setDueFor] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const query = useGetBallotQuery(reportId ?? skipToken, { refetchOnMountOrArgChange: true, pollingInterval: polling ? DECISION_POLL_MS : 0 });
  const ballot = query.currentData;
  const closesAt = ballot?.phase === 'open' ? ballot.closesAt : null;
  const awaitingDecision = (ballot?.phase === 'closed' && ballot.decision === null) || (closesAt !== null && dueFor === closesAt);
  const { refetch } = query;

  useEffect(() => setPolling(awaitingDecision), [awaitingDecision]);

  useEffect(() => {
    if (!closesAt) return undefined;
    const delay = Math.max(0, Date.parse(closesAt) - Date.now()) + AFTER_CLOSING_MS;
    if (!(delay <= LONGEST_TIMER_MS)) return undefined;
    const timer = setTimeout(() => {
      setDueFor(closesAt);
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [closesAt, refetch]);

  return query;
}
