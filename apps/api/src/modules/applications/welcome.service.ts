import type { WelcomeEmailRequest } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../plugins/mail';
import { createAuditRepository } from '../audit/audit.repository';
import { mailTemplates } from '../mail/templates';
import { WELCOME_WINDOW_MS } from './application-status';
import { createApplicationsRepository } from './applications.repository';

export interface WelcomeService {
  send(request: WelcomeEmailRequest): Promise<void>;
}

/**
 * POST /api/send-welcome-email: the onboarding app asks for it after a submission (docs/flows/wizard.md
 * 7), so anyone could ask. It therefore goes out only for an application submitted in the last
 * hour under that address, once, and says what we stored (the application's own name and type),
 * never the name in the request: the endpoint cannot be used to mail arbitrary text.
 * The caller learns nothing either way: there is no failure to report, so the route answers the
 * same whether or not the address applied (docs/security/account-enumeration.md).
 */
export function createWelcomeService(deps: { db: Db; clock: Clock; mailer: Mailer }): WelcomeService {
  const applications = createApplicationsRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  return {
    async send(request) {
      const now = deps.clock.now();
      const application = await applications.findRecentByEmail(request.email, new Date(now.getTime() - WELCOME_WINDOW_MS));
      if (!application) return;
      // Already sent: a repeated call sends no second email.
      if (!(await applications.markWelcomeSent(application.id, now))) return;
      await deps.mailer.send(application.email, mailTemplates.welcome(application.name, application.entityType, application.organizationName));
      await audit.record({ actor: null, action: 'application.welcome_sent', subjectType: 'application', subjectId: application.id }, now);
    },
  };
}
