/** Error code of Login and Cadastro for an account whose e-mail is not confirmed yet: opens the code modal. */
export const PENDING_EMAIL_CODE = 'ER400-pending-email';
