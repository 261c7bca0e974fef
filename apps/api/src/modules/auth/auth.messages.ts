/** Error code the web client reacts to by opening the e-mail code modal. */
export const PENDING_EMAIL_CODE = 'ER400-pending-email';

/** Error code of Login while the account asks for the e-mailed code with the password. */
export const LOGIN_CODE_REQUIRED = 'login_code_required';

export const MESSAGES = {
  tooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  registered: 'Cadastro realizado! Enviamos um código de confirmação para o seu e-mail.',
  pendingLogin:
    'Seu e-mail ainda não foi confirmado. Digite o código enviado para o seu e-mail ou clique em "Reenviar código".',
  wrongCredentials: {
    EMAIL: 'E-mail ou senha incorretos.',
    CPF: 'CPF ou senha incorretos.',
    CNPJ: 'CNPJ ou senha incorretos.',
  },
  loginCodeRequired:
    'Por segurança, esta conta pede também um código. Se a senha estiver correta, enviamos um código para o e-mail da conta: digite-o com a senha.',
  loginCodeWrong:
    'Senha ou código incorretos. Para receber um novo código, entre de novo com a senha e sem o código.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  codeResent: 'Código reenviado com sucesso. Confira seu e-email.',
  codeInvalid: 'Código inválido',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeAttempts: 'Muitas tentativas com este código. Solicite um novo código.',
  emailConfirmed: 'E-mail confirmado com sucesso!',
  emailConfirmedDocumentInUse: {
    cpf: 'E-mail confirmado! O CPF informado já pertence a outra conta, por isso sua conta foi criada sem ele. Se o CPF é seu, envie um pedido ao suporte.',
    cnpj: 'E-mail confirmado! O CNPJ informado já pertence a outra conta, por isso sua conta foi criada sem ele. Se o CNPJ é seu, envie um pedido ao suporte.',
  },
  resetSent: 'E-mail enviado com sucesso!',
  resetInvalid: 'Link de recuperação inválido ou já utilizado. Solicite um novo.',
  resetExpired: 'Link de recuperação expirado. Solicite um novo.',
  passwordUpdated: 'Senha atualizada com sucesso!',
  accountNotFound: 'Conta não encontrada.',
  aceiteEmailMismatch: 'O e-mail informado não corresponde ao da sua conta.',
  aceiteDone: 'Termos de uso e política de privacidade aceitos.',
  loggedOut: 'Sessão encerrada.',
} as const;
