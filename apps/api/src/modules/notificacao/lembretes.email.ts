import type { MailConfig } from '../auth/emails.ts';
import { escapeHtml, firstName, layout } from '../auth/emails.ts';

interface Aviso {
  nome: string;
  titulo: string;
  mensagem: string;
  link: string | null;
}

/** The day's digest of a user's reminders: one e-mail, whatever the number of reminders. */
export function resumoDeLembretesEmail(config: MailConfig, avisos: Aviso[]) {
  const nome = firstName(avisos[0]?.nome ?? '');
  const subject = `${config.PRODUCT_NAME}: lembretes do seu plano de ação`;
  const url = (link: string | null) => `${config.publicUrl}${link ?? '/notificacoes'}`;
  const text = [
    `Olá, ${nome}!`,
    '',
    ...avisos.flatMap((a) => [`- ${a.titulo}`, `  ${a.mensagem}`, `  ${url(a.link)}`]),
    '',
    'Para não receber mais lembretes por e-mail, desligue "Receber lembretes por e-mail" em Configurações.',
    'Os lembretes continuam em Notificações, na plataforma.',
  ].join('\n');
  const itens = avisos
    .map(
      (a) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(url(a.link))}" style="color:#2f6b2f;font-weight:bold">${escapeHtml(a.titulo)}</a><br>${escapeHtml(a.mensagem)}</li>`,
    )
    .join('');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(nome)}!</p>`,
      `<ul style="padding-left:20px">${itens}</ul>`,
      '<p style="font-size:13px;color:#4a544a">Para não receber mais lembretes por e-mail, desligue "Receber lembretes por e-mail" em Configurações. Os lembretes continuam em Notificações, na plataforma.</p>',
    ].join(''),
  );
  return { subject, text, html };
}
