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
  send(mail: Mail): Promise<void>;
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
  { name: 'mailer', dependencies: ['db'] },
);
