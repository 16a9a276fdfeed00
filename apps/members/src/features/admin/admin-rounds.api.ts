import type { ApiClient, ApiResult } from '@quorum/api-client';
import { adminRoundResponseSchema, type AdminRound, type OpenRoundRequest } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** The admins' writes to rounds (docs/flows/investments.md); each answers the round as the admin sees it. */
export type RoundWrite =
  | { kind: 'open'; request: OpenRoundRequest }
  | { kind: 'close'; roundId: string; reason: string }
  | { kind: 'adjust'; roundId: string; memberId: string; amount: string; reason: string }
  | { kind: 'confirm'; roundId: string }
  | { kind: 'payment'; roundId: string; memberId: string; amount: string; receivedOn: string }
  | { kind: 'release'; roundId: string; memberId: string; reason: string }
  | { kind: 'mark'; roundId: string; value: string; markedOn: string; note: string }
  | { kind: 'exit'; roundId: string; proceeds: string; exitedOn: string; note: string };

function requestOf(write: RoundWrite): { path: string; method: 'POST' | 'PUT'; json?: object } {
  switch (write.kind) {
    case 'open':
      return { path: apiPaths.adminRounds, method: 'POST', json: write.request };
    case 'close':
      return { path: apiPaths.adminRoundAction(write.roundId, 'close'), method: 'POST', json: { reason: write.reason } };
    case 'adjust':
      return { path: apiPaths.adminAllocation(write.roundId, write.memberId), method: 'PUT', json: { amount: write.amount, reason: write.reason } };
    case 'confirm':
      return { path: apiPaths.adminRoundAction(write.roundId, 'confirm'), method: 'POST' };
    case 'payment':
      return { path: apiPaths.adminRoundAction(write.roundId, 'payments'), method: 'POST', json: { memberId: write.memberId, amount: write.amount, receivedOn: write.receivedOn } };
    case 'release':
      return { path: apiPaths.adminRoundAction(write.roundId, 'releases'), method: 'POST', json: { memberId: write.memberId, reason: write.reason } };
    case 'mark':
      return { path: apiPaths.adminRoundAction(write.roundId, 'marks'), method: 'POST', json: { value: write.value, markedOn: write.markedOn, note: write.note } };
    case 'exit':
      return { path: apiPaths.adminRoundAction(write.roundId, 'exit'), method: 'POST', json: { proceeds: write.proceeds, exitedOn: write.exitedOn, note: write.note } };
  }
}

export const writeRound = async (api: ApiClient, write: RoundWrite): Promise<ApiResult<AdminRound>> => {
  const { path, method, json } = requestOf(write);
  return mapResult(await api.request(path, { method, ...(json ? { json } : {}), schema: adminRoundResponseSchema }), (data) => data.round);
};
