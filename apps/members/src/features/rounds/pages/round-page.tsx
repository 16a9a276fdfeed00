import { useParams } from 'react-router';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { MemberOnly } from '../../auth';
import { RoundCard } from '../components/round-card';
import { useGetRoundQuery } from '../rounds.queries';

/** /rounds/:id: one round, where a round's emails lead. */
export function RoundPage() {
  const { id = '' } = useParams();
  const round = useGetRoundQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <MemberOnly title="Round">
      <Page title={round.data ? `Round: ${round.data.dealName}` : 'Round'} description="A round the network opened on a deal it approved for investment.">
        <QueryState query={round} label="the round">
          {round.data ? <RoundCard round={round.data} linked={false} /> : null}
        </QueryState>
      </Page>
    </MemberOnly>
  );
}
