import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { comReabertura } from '@/lib/indexeddb/reabrir';
import { AVISO_ENTRAR_NOVAMENTE } from './aviso-de-sessao';
import { OutboxDb } from './db';

// Apart, without Dexie: the signed-in frame hides the notice before the outbox's code is in (carregar.ts).
export { AVISO_ENTRAR_NOVAMENTE, esquecerAvisoDeSessao } from './aviso-de-sessao';

/** How many answers and evidence files of a user wait on this device (a connection of its own, then closed). */
async function guardadosDe(usuarioId: number) {
  const db = new OutboxDb(usuarioId);
  try {
    return await comReabertura(db, async () => ({
      respostas: await db.respostas.count(),
      fotos: await db.fotos.count(),
    }));
  } finally {
    db.close();
  }
}

/**
 * A session that could not be refreshed (a 401 after a refused refresh) signs the user out at once, so the
 * answering screens and their chip are gone: when that user's changes still wait on this device, the page they
 * land on says so ('Entre novamente para enviar N respostas'). They stay in the outbox and are sent when the
 * same user signs in again. Nothing is shown when none wait or the device cannot tell.
 */
export async function avisarSessaoEncerrada(usuarioId: number): Promise<void> {
  let guardados: { respostas: number; fotos: number };
  try {
    guardados = await guardadosDe(usuarioId);
  } catch {
    return;
  }
  const count = guardados.respostas + guardados.fotos;
  if (count === 0) return;
  notifications.show({
    id: AVISO_ENTRAR_NOVAMENTE,
    color: 'orange',
    autoClose: false,
    // The chip's own texts: 'N envios' once evidence files are among them.
    message: i18n.t(guardados.fotos > 0 ? 'outbox:chip.entrarEnvios' : 'outbox:chip.entrar', { count }),
  });
}
