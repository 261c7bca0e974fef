import { comReabertura } from '@/lib/indexeddb/reabrir';
import type { RespostaConfirmada, RespostaServidor } from './contrato';
import type { EntradaOutbox, OutboxDb } from './db';

/** A choice as the answering screen makes it. */
export interface NovaEscolha {
  usuarioId: number;
  questionarioId: number;
  objetoId: number;
  guiaId: number;
  indicadorId: number;
  nivel_id: number | null;
  percentual: number | null;
  /** The version of the answer the screen showed; undefined when the server gave none (last write wins). */
  versao_base?: number | null;
  titulo?: string;
  rotulo?: string;
}

const novaChave = () => crypto.randomUUID();

/** The entries of one indicator, oldest first. */
function doIndicador(db: OutboxDb, questionarioId: number, indicadorId: number) {
  return db.respostas
    .where('[questionarioId+indicadorId]')
    .equals([questionarioId, indicadorId])
    .sortBy('id');
}

/**
 * Writes a choice to the outbox (before any network). The merge rule: an earlier change of the same indicator
 * that was never attempted is replaced (new key, same `versao_base`); one that may have reached the server
 * stays, and the new change is queued after it with the same base (chained to the returned version on its
 * acknowledgement). A conflict or refusal is replaced too: nothing of it was written.
 */
export async function guardarEscolha(
  db: OutboxDb,
  escolha: NovaEscolha,
  agora = Date.now(),
): Promise<number> {
  return comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      const anteriores = await doIndicador(db, escolha.questionarioId, escolha.indicadorId);
      const ultima = anteriores.at(-1);
      const valores = {
        nivel_id: escolha.nivel_id,
        percentual: escolha.percentual,
        chave: novaChave(),
        criadoEm: agora,
        estado: 'pendente' as const,
        servidor: null,
        mensagem: null,
        proximaTentativa: 0,
        titulo: escolha.titulo,
        rotulo: escolha.rotulo,
      };
      if (ultima?.id !== undefined && !ultima.talvezEnviada) {
        await db.respostas.update(ultima.id, valores);
        return ultima.id;
      }
      const base = ultima ? ultima.versao_base : escolha.versao_base;
      const entrada: EntradaOutbox = {
        ...valores,
        usuarioId: escolha.usuarioId,
        questionarioId: escolha.questionarioId,
        objetoId: escolha.objetoId,
        guiaId: escolha.guiaId,
        indicadorId: escolha.indicadorId,
        tentativas: 0,
        talvezEnviada: false,
        ...(base === undefined ? {} : { versao_base: base }),
      };
      return (await db.respostas.add(entrada)) as number;
    }),
  );
}

/**
 * Takes the oldest pending entry `id` for sending, when it is still pending and no earlier change of its
 * indicator waits before it; marks it as maybe sent (the outcome is unknown until an answer arrives).
 */
export async function reservarEnvio(db: OutboxDb, id: number): Promise<EntradaOutbox | null> {
  return comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      const e = await db.respostas.get(id);
      if (e?.estado !== 'pendente') return null;
      const [primeira] = await doIndicador(db, e.questionarioId, e.indicadorId);
      if (primeira?.id !== id) return null;
      const reservada = { ...e, talvezEnviada: true, tentativas: e.tentativas + 1, proximaTentativa: 0 };
      await db.respostas.put(reservada);
      return reservada;
    }),
  );
}

/** The ids of the pending entries, oldest first. */
export async function pendentes(db: OutboxDb): Promise<number[]> {
  const lista = await comReabertura(db, () => db.respostas.where('estado').equals('pendente').sortBy('id'));
  return lista.map((e) => e.id as number);
}

/**
 * Acknowledged: the entry leaves; later changes of the indicator take the returned version as their base. With
 * no answer (`null`: processed, its answer lost in a server crash) the version is unknown: they go without a
 * base (last write wins), since the server holds this device's own earlier value.
 */
export async function confirmar(db: OutboxDb, entrada: EntradaOutbox, resposta: RespostaConfirmada | null) {
  await comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      await db.respostas.delete(entrada.id as number);
      const seguintes = await doIndicador(db, entrada.questionarioId, entrada.indicadorId);
      for (const s of seguintes) {
        if (s.versao_base !== undefined)
          await db.respostas.update(s.id as number, { versao_base: resposta ? resposta.versao : undefined });
      }
    }),
  );
}

/**
 * A definitive no (conflict or refusal): nothing was written, so the later changes of the same indicator fold
 * into this entry (the latest value wins) and one decision remains for the user.
 */
export async function marcarDecisao(
  db: OutboxDb,
  entrada: EntradaOutbox,
  decisao: { estado: 'conflito'; servidor: RespostaServidor } | { estado: 'recusada'; mensagem: string },
) {
  await comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      const seguintes = (await doIndicador(db, entrada.questionarioId, entrada.indicadorId)).filter(
        (s) => s.id !== entrada.id,
      );
      const ultima = seguintes.at(-1);
      for (const s of seguintes) await db.respostas.delete(s.id as number);
      await db.respostas.update(entrada.id as number, {
        talvezEnviada: false,
        servidor: decisao.estado === 'conflito' ? decisao.servidor : null,
        mensagem: decisao.estado === 'recusada' ? decisao.mensagem : null,
        estado: decisao.estado,
        ...(ultima
          ? {
              nivel_id: ultima.nivel_id,
              percentual: ultima.percentual,
              titulo: ultima.titulo,
              rotulo: ultima.rotulo,
            }
          : {}),
      });
    }),
  );
}

/** Keeps the entry and records when the back-off will try again. */
export async function adiar(db: OutboxDb, id: number, quando: number) {
  await comReabertura(db, () => db.respostas.update(id, { proximaTentativa: quando }));
}

/** 'Manter a deste aparelho': sent again over the other device's version, under a new key. */
export async function manterDesteAparelho(db: OutboxDb, id: number) {
  await comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      const e = await db.respostas.get(id);
      if (e?.estado !== 'conflito') return;
      await db.respostas.update(id, {
        estado: 'pendente',
        versao_base: e.servidor?.versao ?? null,
        chave: novaChave(),
        servidor: null,
        proximaTentativa: 0,
      });
    }),
  );
}

/** 'Usar a do outro aparelho' / 'Descartar esta alteração': the entry leaves; returns it (null if gone). */
export async function descartar(db: OutboxDb, id: number): Promise<EntradaOutbox | null> {
  return comReabertura(db, () =>
    db.transaction('rw', db.respostas, async () => {
      const e = await db.respostas.get(id);
      if (!e) return null;
      await db.respostas.delete(id);
      return e;
    }),
  );
}
