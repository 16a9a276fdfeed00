import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/store';
import type { Clock } from '../lib/clock';
import { createOutboxRepository, outboxMessageId, type OutboxRepository } from '../modules/mail/outbox.repository';
import type { MailContent } from '../modules/mail/templates';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: OutboxRepository;
  }
}

/** Connections to the mail server at most (nodemailer's pool default): each carries messages in turn. */
const SMTP_CONNECTIONS = 5;

export interface Mailer {
  /**
   * Records the message in the outbox and hands it to SMTP when configured. Resolves once the
   * message is recorded (rejects only if that fails); delivery goes on after, and its failure never reaches the caller.
   * With SMTP the record is a delivery status only: recipient, subject, template, sent or failed, no text or links.
   */
  send(to: string, content: MailContent): Promise<void>;
  /**
   * Records and delivers the message, resolving once the mail server answered: `sent`, `retry` (it
   * refused for now, or could not be reached: a 4xx, a lost connection) or `failed` (a 5xx: it will
   * never take it). For a message that must arrive (a capital call), whose sender keeps it owed
   * until `sent`. Without SMTP the outbox is the mailbox: `sent` once recorded.
   */
  deliverNow(to: string, content: MailContent): Promise<'sent' | 'retry' | 'failed'>;
  /** Resolves when every message handed to SMTP so far has been attempted (tests, shutdown). */
  flush(): Promise<void>;
}

/** What a mailer needs: the outbox's database, the mail settings, the clock and a log. */
export interface MailerDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  clock: Clock;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/**
 * Email through nodemailer. Without SMTP_URL (the embedded default, never production) every message
 * goes to the outbox table and the log, and where outbox-exposure.ts allows GET /api/dev/outbox shows
 * it, so a sign-in link can be followed without a mail server. With SMTP_URL the message text (links,
 * codes) goes to the mail server only: neither the database nor the log keeps it
 * (docs/security/dev-outbox.md). The server's plugin below, and the commands run beside it
 * (`npm run admin:recover`), which send as the server does.
 */
export function createMailer({ db, config, clock, log }: MailerDeps): { mailer: Mailer; outbox: OutboxRepository; inFlight(): number; close(): Promise<void> } {
  const outbox = createOutboxRepository(db);
  // Pooled: a few connections carry every message in turn. Unpooled, each message opened its own at
  // once, and a capital call to a thousand members met the server's connection limit (Postfix
  // allows 50) with refusals nothing retries.
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS }) : undefined;
  const inFlight = new Set<Promise<void>>();

  const deliver = async (id: string, to: string, content: MailContent): Promise<'sent' | 'retry' | 'failed'> => {
    if (!transport) return 'sent';
    try {
      await transport.sendMail({ from: config.mailFrom, to, subject: content.subject, text: content.text, ...(content.headers ? { headers: { ...content.headers } } : {}) });
      await outbox.markSent(id, clock.now());
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ to, template: content.template, error: message }, 'email delivery failed');
      // Recording the failure can fail too (the database is closing): the log line above is what remains.
      await outbox.markFailed(id, message).catch(() => undefined);
      // SMTP's reply codes: 5xx is final, 4xx (and no answer at all) may succeed later.
      const code = (error as { responseCode?: unknown }).responseCode;
      return typeof code === 'number' && code >= 500 ? 'failed' : 'retry';
    }
  };
  const record = async (to: string, content: MailContent): Promise<string> => {
    const id = outboxMessageId();
    // Embedded mode: the outbox table is the mailbox. With SMTP, a delivery record without the text.
    const body = transport ? { text: '', links: [] } : { text: content.text, links: content.links };
    await outbox.add({ id, to, subject: content.subject, ...body, template: content.template, createdAt: clock.now() });
    if (!transport) log.info({ to, subject: content.subject, links: content.links }, 'email (dev outbox)');
    return id;
  };

  const mailer: Mailer = {
    async send(to: string, content: MailContent) {
      const id = await record(to, content);
      if (transport) {
        const attempt = deliver(id, to, content)
          .then(() => undefined)
          .finally(() => inFlight.delete(attempt));
        inFlight.add(attempt);
        log.info({ to, template: content.template }, 'email sent to SMTP');
      }
    },
    async deliverNow(to: string, content: MailContent) {
      const id = await record(to, content);
      const attempt = deliver(id, to, content);
      const tracked = attempt.then(() => undefined).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return attempt;
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
  return {
    mailer,
    outbox,
    inFlight: () => inFlight.size,
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}

/** The server's mailer (createMailer), closed with the app. */
export const mail = fp(
  async (app) => {
    const { mailer, outbox, close, inFlight } = createMailer({ db: app.db, config: app.config, clock: app.clock, log: app.log });
    new Gauge({
      name: 'quorum_emails',
      help: 'Emails: in flight to the mail server from this instance, and those the outbox table keeps: sent, failed, unsent (queued, or the embedded outbox)',
      labelNames: ['state'] as const,
      registers: [app.metrics],
      async collect() {
        const counts = await outbox.counts();
        this.set({ state: 'in_flight' }, inFlight());
        for (const state of ['sent', 'failed', 'unsent'] as const) this.set({ state }, counts[state]);
      },
    });
    app.decorate('outbox', outbox);
    app.decorate('mailer', mailer);
    app.addHook('onClose', close);
  },
  { name: 'mail', dependencies: ['app-context', 'metrics'] },
);
