import type { QueryClient } from '@tanstack/react-query';
import { comReabertura } from '@/lib/indexeddb/reabrir';
import { evidenciaKeys, guiaKeys } from '@/lib/query-keys';
import { aplicarNaGuia } from './cache-guia';
import { chaveSalvo } from './carregar';
import { OutboxDb } from './db';
import { Drenador, memoriaLocal } from './drenagem';
import { type Enviar, enviarResposta } from './envio';
import { type EnviarFoto, enviarFoto } from './fotos';

/** One user's outbox: its database, its drain, and the query client whose cache its acknowledgements update. */
export interface Outbox {
  usuarioId: number;
  db: OutboxDb;
  drenador: Drenador;
  cliente: QueryClient | null;
  /** When each indicator's choice was last stored here or acknowledged ('Salvo às 14:32'), by `q:i`. */
  salvoEm: Map<string, number>;
}

const abertos = new Map<number, Outbox>();
let enviarPadrao: Enviar = enviarResposta;
let enviarFotoPadrao: EnviarFoto = enviarFoto;

export { chaveSalvo };

/** The outbox of a signed-in user, opened once per page. */
export function obterOutbox(usuarioId: number): Outbox {
  const aberto = abertos.get(usuarioId);
  if (aberto) return aberto;
  const db = new OutboxDb(usuarioId);
  const outbox: Outbox = {
    usuarioId,
    db,
    cliente: null,
    salvoEm: new Map(),
    drenador: new Drenador(db, {
      enviar: (e) => enviarPadrao(e),
      memoria: memoriaLocal(usuarioId),
      aoConfirmar: (e, r) => {
        outbox.salvoEm.set(chaveSalvo(e.questionarioId, e.indicadorId), Date.now());
        const cliente = outbox.cliente;
        if (!cliente) return;
        if (r) aplicarNaGuia(cliente, e, r);
        // Stored, but its version unknown: the questionnaire is read again for it.
        else
          void cliente.invalidateQueries({
            queryKey: guiaKeys.detail(e.objetoId, e.guiaId, e.questionarioId),
          });
      },
      enviarFoto: (f) => enviarFotoPadrao(f),
      aoEnviarFoto: (questionarioId) => {
        void outbox.cliente?.invalidateQueries({ queryKey: evidenciaKeys.list(questionarioId) });
        // The questionnaire structure lists each indicator's evidence too.
        void outbox.cliente?.invalidateQueries({ queryKey: guiaKeys.all });
      },
    }),
  };
  abertos.set(usuarioId, outbox);
  return outbox;
}

/** Stops every drain but the given user's (another user signed in on this phone). */
export function pararOutrosUsuarios(usuarioId: number | null) {
  for (const [id, o] of abertos) {
    if (id === usuarioId) continue;
    o.drenador.parar();
    o.db.close();
    abertos.delete(id);
  }
}

/** Tests: closes every outbox, deletes their databases and sets the send function. */
export async function reiniciarOutboxes(enviar: Enviar = enviarResposta, enviarF: EnviarFoto = enviarFoto) {
  enviarPadrao = enviar;
  enviarFotoPadrao = enviarF;
  for (const o of abertos.values()) {
    o.drenador.parar();
    await o.db.delete();
  }
  abertos.clear();
}

/** How many answers of a user wait on this device (for logout): opens the database only to count. */
export async function contarNaoEnviadas(usuarioId: number): Promise<number> {
  const { db } = obterOutbox(usuarioId);
  return comReabertura(db, async () => (await db.respostas.count()) + (await db.fotos.count()));
}
