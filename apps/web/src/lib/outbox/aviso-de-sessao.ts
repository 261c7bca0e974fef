import { notifications } from '@mantine/notifications';

/** The notice's id: one at a time, hidden once a user signs in again (the outbox then sends on its own). */
export const AVISO_ENTRAR_NOVAMENTE = 'outbox-entrar-novamente';

/** Someone signed in: the notice of an ended session (sessao-encerrada.ts) is stale. */
export function esquecerAvisoDeSessao() {
  notifications.hide(AVISO_ENTRAR_NOVAMENTE);
}
