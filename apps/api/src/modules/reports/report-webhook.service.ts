import type { MemberEvent, ReportWebhookPayload } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Mailer } from '../../plugins/mail';
import { mailTemplates } from '../mail/templates';
import { createReportsRepository } from './reports.repository';

export interface ReportWebhookDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publish(memberId: string, event: MemberEvent): Promise<void>;
  /** Where a member submits a deal again (the failure email links to it). */
  submitUrl: string;
}

export type ReportWebhookOutcome = { handled: true; event: MemberEvent } | { handled: false; why: 'report-gone' | 'status-moved' };

/**
 * What Quorum's own receiver does with a verified report webhook: it trusts the body for the
 * report's id only and reads the rest from the report itself (a report deleted since, or whose
 * status is no longer the one announced, is left alone). The member's open pages hear that the
 * review ended (their lists and recent deals refresh); a review that failed is also emailed to the
 * submitter, whose pages may all be closed.
 */
export async function receiveReportWebhook(deps: ReportWebhookDeps, payload: ReportWebhookPayload): Promise<ReportWebhookOutcome> {
  const report = await createReportsRepository(deps.db).find(payload.reportId);
  if (!report) return { handled: false, why: 'report-gone' };
  if (report.status !== payload.status) return { handled: false, why: 'status-moved' };
  const event: MemberEvent = { type: 'report.ended', reportId: report.id, dossierId: report.dossierId, status: payload.status, dealName: report.name, statusMessage: report.status === 'error' ? report.statusMessage : '' };
  if (event.status === 'error') await deps.mailer.send(report.ownerEmail, mailTemplates.reviewFailed(report.name, event.statusMessage, deps.submitUrl));
  await deps.publish(report.ownerId, event);
  return { handled: true, event };
}
