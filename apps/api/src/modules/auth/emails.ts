import type { Config } from '../../config.ts';
import type { Mail } from '../../plugins/mailer.ts';

type MailContent = Omit<Mail, 'to'>;
export type MailConfig = Pick<Config, 'PRODUCT_NAME' | 'publicUrl'>;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Plain, image-free HTML: renders the same in every client and is not blocked as remote content. */
export function layout(config: MailConfig, title: string, body: string): string {
  const product = escapeHtml(config.PRODUCT_NAME);
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f3;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2f6b2f">${product}</p>`,
    body,
    `<p style="margin:32px 0 0;font-size:12px;color:#6b746b">Esta mensagem foi enviada automaticamente pela plataforma ${product}. Não responda a este e-mail.</p>`,
    '</div></body></html>',
  ].join('');
}

export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? nome;
}

/** The e-mail with the confirmation code sent after registration and on "Reenviar código". */
export function confirmationCodeEmail(
  config: MailConfig,
  input: { nome: string; codigo: string; ttlMinutes: number },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: seu código de confirmação`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    `Seu código de confirmação é: ${input.codigo}`,
    '',
    `Digite este código na plataforma ${config.PRODUCT_NAME} para confirmar seu e-mail. Ele vale por ${input.ttlMinutes} minutos.`,
    'Se você não se cadastrou, ignore esta mensagem.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Seu código de confirmação é:</p>',
      `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${input.codigo}</p>`,
      `<p>Digite este código na plataforma ${escapeHtml(config.PRODUCT_NAME)} para confirmar seu e-mail. Ele vale por ${input.ttlMinutes} minutos.</p>`,
      '<p>Se você não se cadastrou, ignore esta mensagem.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** Sent instead of a code when someone asks for one for an account that is already confirmed. */
export function alreadyConfirmedEmail(config: MailConfig, input: { nome: string }): MailContent {
  const subject = `${config.PRODUCT_NAME}: seu e-mail já está confirmado`;
  const link = `${config.publicUrl}/acessar`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    'Recebemos um pedido de código de confirmação, mas o seu e-mail já está confirmado.',
    `Basta entrar com seu e-mail e senha: ${link}`,
    'Se esqueceu a senha, use "Recuperar senha" na tela de acesso.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Recebemos um pedido de código de confirmação, mas o seu e-mail já está confirmado.</p>',
      `<p>Basta <a href="${escapeHtml(link)}">entrar com seu e-mail e senha</a>.</p>`,
      '<p>Se esqueceu a senha, use "Recuperar senha" na tela de acesso.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** The password-reset link. */
export function passwordResetEmail(
  config: MailConfig,
  input: { nome: string; token: string; ttlMinutes: number },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: recuperação de senha`;
  const link = `${config.publicUrl}/recuperar-senha?token=${encodeURIComponent(input.token)}`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    'Recebemos um pedido para criar uma nova senha para a sua conta. Para continuar, abra o link abaixo:',
    link,
    '',
    `O link vale por ${input.ttlMinutes} minutos e pode ser usado uma única vez.`,
    'Se você não pediu a recuperação, ignore esta mensagem: sua senha continua a mesma.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Recebemos um pedido para criar uma nova senha para a sua conta.</p>',
      `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2f6b2f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Criar nova senha</a></p>`,
      `<p>Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(link)}</p>`,
      `<p>O link vale por ${input.ttlMinutes} minutos e pode ser usado uma única vez.</p>`,
      '<p>Se você não pediu a recuperação, ignore esta mensagem: sua senha continua a mesma.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** The code that confirms a new e-mail address asked for in Configurações. */
export function newEmailCodeEmail(
  config: MailConfig,
  input: { nome: string; codigo: string; ttlMinutes: number },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: confirme seu novo e-mail`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    `Seu código de confirmação é: ${input.codigo}`,
    '',
    `Digite este código em Configurações, na plataforma ${config.PRODUCT_NAME}, para que este passe a ser o e-mail da sua conta. Ele vale por ${input.ttlMinutes} minutos.`,
    'Se você não pediu esta troca, ignore esta mensagem.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Seu código de confirmação é:</p>',
      `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${input.codigo}</p>`,
      `<p>Digite este código em Configurações, na plataforma ${escapeHtml(config.PRODUCT_NAME)}, para que este passe a ser o e-mail da sua conta. Ele vale por ${input.ttlMinutes} minutos.</p>`,
      '<p>Se você não pediu esta troca, ignore esta mensagem.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** Sent to the CURRENT address when a change of e-mail is asked for: the owner can react before it happens. */
export function emailChangeRequestedEmail(
  config: MailConfig,
  input: { nome: string; novoEmail: string },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: pedido de troca do seu e-mail de acesso`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    `Foi pedida a troca do e-mail de acesso da sua conta para ${input.novoEmail}. A troca só vale depois que o código enviado para o novo endereço for confirmado; até lá, continue entrando com este e-mail.`,
    'Se não foi você, troque sua senha e entre em contato com o suporte da plataforma.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      `<p>Foi pedida a troca do e-mail de acesso da sua conta para <strong>${escapeHtml(input.novoEmail)}</strong>. A troca só vale depois que o código enviado para o novo endereço for confirmado; até lá, continue entrando com este e-mail.</p>`,
      '<p>Se não foi você, troque sua senha e entre em contato com o suporte da plataforma.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** Sent to the OLD address when the account's e-mail changes, so a hijack does not go unnoticed. */
export function emailChangedEmail(
  config: MailConfig,
  input: { nome: string; novoEmail: string },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: seu e-mail de acesso foi alterado`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    `O e-mail de acesso da sua conta foi alterado para ${input.novoEmail}.`,
    'Se não foi você, entre em contato com o suporte da plataforma imediatamente.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      `<p>O e-mail de acesso da sua conta foi alterado para <strong>${escapeHtml(input.novoEmail)}</strong>.</p>`,
      '<p>Se não foi você, entre em contato com o suporte da plataforma imediatamente.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/**
 * Sent to the owner of a confirmed account when someone registers with its e-mail: the caller was
 * answered as for a new registration, so only the mailbox learns the address is taken.
 */
export function registrationAttemptEmail(config: MailConfig, input: { nome: string }): MailContent {
  const subject = `${config.PRODUCT_NAME}: tentativa de cadastro com o seu e-mail`;
  const login = `${config.publicUrl}/acessar`;
  const recover = `${config.publicUrl}/esqueci-senha`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    'Alguém tentou criar uma conta com o seu e-mail, que já tem uma conta na plataforma. Nenhuma conta nova foi criada.',
    `Se foi você, basta entrar com seu e-mail e senha: ${login}`,
    `Se esqueceu a senha, recupere-a aqui: ${recover}`,
    'Se não foi você, ignore esta mensagem: sua conta continua como estava.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Alguém tentou criar uma conta com o seu e-mail, que já tem uma conta na plataforma. Nenhuma conta nova foi criada.</p>',
      `<p>Se foi você, basta <a href="${escapeHtml(login)}">entrar com seu e-mail e senha</a>. Se esqueceu a senha, <a href="${escapeHtml(recover)}">recupere-a aqui</a>.</p>`,
      '<p>Se não foi você, ignore esta mensagem: sua conta continua como estava.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/**
 * Answer to "Reenviar código" that names no registration attempt: a code is only sent to whoever
 * proves the attempt's password, so the mailbox is told how.
 */
export function howToGetCodeEmail(config: MailConfig): MailContent {
  const subject = `${config.PRODUCT_NAME}: como receber um novo código`;
  const link = `${config.publicUrl}/acessar`;
  const text = [
    'Olá!',
    '',
    'Recebemos um pedido de novo código de confirmação para este e-mail.',
    `Para recebê-lo, entre na plataforma com este e-mail e a senha que você escolheu no cadastro (${link}) e clique em "Reenviar código".`,
    'Se você não se cadastrou, ignore esta mensagem.',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      '<p>Olá!</p>',
      '<p>Recebemos um pedido de novo código de confirmação para este e-mail.</p>',
      `<p>Para recebê-lo, <a href="${escapeHtml(link)}">entre na plataforma</a> com este e-mail e a senha que você escolheu no cadastro e clique em "Reenviar código".</p>`,
      '<p>Se você não se cadastrou, ignore esta mensagem.</p>',
    ].join(''),
  );
  return { subject, text, html };
}

/** The code asked for with the password while the account is protected after many failed logins. */
export function loginCodeEmail(
  config: MailConfig,
  input: { nome: string; codigo: string; ttlMinutes: number },
): MailContent {
  const subject = `${config.PRODUCT_NAME}: seu código de acesso`;
  const text = [
    `Olá, ${firstName(input.nome)}!`,
    '',
    `Seu código de acesso é: ${input.codigo}`,
    '',
    `Houve muitas tentativas de entrar na sua conta, por isso pedimos também este código junto com a senha. Ele vale por ${input.ttlMinutes} minutos.`,
    'Se não foi você quem acabou de entrar com a sua senha, troque-a agora em "Recuperar senha".',
  ].join('\n');
  const html = layout(
    config,
    subject,
    [
      `<p>Olá, ${escapeHtml(firstName(input.nome))}!</p>`,
      '<p>Seu código de acesso é:</p>',
      `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${input.codigo}</p>`,
      `<p>Houve muitas tentativas de entrar na sua conta, por isso pedimos também este código junto com a senha. Ele vale por ${input.ttlMinutes} minutos.</p>`,
      '<p>Se não foi você quem acabou de entrar com a sua senha, troque-a agora em "Recuperar senha".</p>',
    ].join(''),
  );
  return { subject, text, html };
}
