import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { schema } from '../db/client.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends, unless the recipient already got MAIL_PER_RECIPIENT_PER_HOUR e-mails this hour (then nothing). */
  send(mail: Mail): Promise<void>;
}

const HOUR_SECONDS = 3600;

/** The recipient as a counter key: hashed (no address in clear), case-folded (one mailbox, one count). */
function recipientKey(to: string): string {
  return `email:${createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends e-mail over SMTP when SMTP_URL is set. Otherwise the message is logged and kept in the
 * `email_outbox` table, so the code or link can be read on a machine without a mail server.
 */
export const mailerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let transport: Transporter | null = null;
    if (config.SMTP_URL) {
      // Loaded only when e-mail really goes out: a server without SMTP never pays for it.
      const { default: nodemailer } = await import('nodemailer');
      transport = nodemailer.createTransport(config.SMTP_URL);
    }

    app.decorate('mailer', {
      async send(mail: Mail) {
        // One cap per mailbox, whatever the kind and whoever asked: no burst of calls floods an inbox.
        // The callers answer as usual (no oracle); the message is just not sent.
        if (
          !(await app.rateLimiter.allow(
            recipientKey(mail.to),
            config.MAIL_PER_RECIPIENT_PER_HOUR,
            HOUR_SECONDS,
          ))
        ) {
          app.log.warn({ subject: mail.subject }, 'e-mail não enviado: limite por destinatário atingido');
          return;
        }
        if (transport) {
          await transport.sendMail({ from: config.MAIL_FROM, ...mail });
          return;
        }
        await app.db.insert(schema.emailOutbox).values({
          para: mail.to,
          assunto: mail.subject,
          texto: mail.text,
          html: mail.html,
        });
        app.log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'e-mail (sem SMTP_URL: não enviado)',
        );
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['db', 'rate-limit'] },
);
