import type { DecisionRecord } from '@quorum/domain';
import type { Db } from '../../db/store';
import { notifyClosingSoon, notifyDealDecided, notifyDealOpened } from '../notifications/notify';
import { queueDecisionWebhook } from '../review-agent/webhooks/decision-webhook';

/** A deal as the effects of its vote window name it. */
export interface WindowDeal {
  reportId: string;
  dealName: string;
  submitterId: string;
  closesAt: Date;
}

/**
 * What follows a window's events besides the window itself: the emails and the deal.decided
 * webhook. Each runs inside the transaction that records the event, so it happens exactly when
 * the event does: once.
 */
export interface DecisionEffects {
  opened(db: Db, deal: WindowDeal, now: Date): Promise<void>;
  closingSoon(db: Db, deal: WindowDeal & { votedMemberIds: readonly string[]; recusedMemberIds: readonly string[] }, now: Date): Promise<void>;
  decided(db: Db, deal: WindowDeal & { record: DecisionRecord; label: string; decidedAt: Date; voterMemberIds: readonly string[] }, now: Date): Promise<void>;
}

/** The effects wired to the mail outbox and the webhook deliveries. */
export function createDecisionEffects(): DecisionEffects {
  return {
    async opened(db, deal, now) {
      await notifyDealOpened(db, deal, now);
    },
    async closingSoon(db, deal, now) {
      await notifyClosingSoon(db, deal, now);
    },
    async decided(db, deal, now) {
      const { record } = deal;
      await notifyDealDecided(db, { ...deal, outcomeLabel: deal.label, members: record.members, turnout: record.turnout, quorum: record.quorum }, now);
      await queueDecisionWebhook(
        db,
        {
          reportId: deal.reportId,
          payload: {
            reportId: deal.reportId,
            name: deal.dealName,
            outcome: record.outcome,
            label: deal.label,
            decidedAt: deal.decidedAt.toISOString(),
            members: record.members,
            agents: record.agents,
            agentVotes: record.rules.agentVotes,
            quorum: record.quorum,
            turnout: record.turnout,
          },
        },
        now,
      );
    },
  };
}
