import { adminObjetosFiltrosBody } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import {
  contarObjetos,
  type LinhaObjeto,
  listarObjetos,
  objetosDepoisDe,
  prepararContexto,
} from '../../db/queries/objetos.ts';
import { streamByKeyset } from '../../db/queries/row-stream.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { escreverPlanilha } from './exportacao.planilha.ts';

/*
 * The export queue's worker side: claim a job (FOR UPDATE SKIP LOCKED), hold it by a lease renewed
 * every batch, write its file, purge old jobs. Run by the scheduler job of `exportacao.worker.ts`.
 */

/** A job left 'processando' longer than this (no progress written) is taken over by another worker. */
export const LEASE_SEGUNDOS = 60;
/** A job that failed to finish this many times is marked 'erro'. */
export const MAX_TENTATIVAS = 3;
/** Jobs and their files are deleted after this many days. */
export const RETENCAO_DIAS = 7;
/** Units per keyset batch of the export (one query each). */
export const LOTE_EXPORTACAO = 2500;

/**
 * Asks for the next batch as soon as the current one is handed over, so the database runs the
 * next query while this process writes the current rows.
 */
export async function* comAntecipacao<T>(lotes: AsyncIterable<T>): AsyncGenerator<T> {
  const it = lotes[Symbol.asyncIterator]();
  let proximo = it.next();
  try {
    for (;;) {
      const r = await proximo;
      if (r.done) return;
      proximo = it.next();
      // Not awaited if the consumer stops early: never an unhandled rejection.
      proximo.catch(() => {});
      yield r.value;
    }
  } finally {
    await it.return?.();
  }
}

export interface JobReivindicado {
  id: number;
  filtros: unknown;
  tentativas: number;
  criado_em: string | Date;
}

/**
 * Takes the oldest waiting job, or one whose worker stopped renewing its lease (a restart, a
 * crashed instance), with FOR UPDATE SKIP LOCKED: two workers never take the same job.
 */
export async function reivindicarExportacao(db: Database): Promise<JobReivindicado | null> {
  await db.execute(sql`
    update exportacao set status = 'erro', erro = 'Exportação interrompida repetidas vezes.',
                          concluido_em = now(), lease_ate = null
     where status = 'processando' and lease_ate < now() and tentativas >= ${MAX_TENTATIVAS}`);
  const [job] = await linhas<JobReivindicado>(
    db,
    sql`update exportacao e
           set status = 'processando', tentativas = e.tentativas + 1, processadas = 0,
               iniciado_em = coalesce(e.iniciado_em, now()),
               lease_ate = now() + make_interval(secs => ${LEASE_SEGUNDOS})
         where e.id = (select x.id from exportacao x
                        where x.status = 'pendente' or (x.status = 'processando' and x.lease_ate < now())
                        order by x.id limit 1 for update skip locked)
        returning e.id, e.filtros, e.tentativas, e.criado_em`,
  );
  return job ? { ...job, id: Number(job.id), tentativas: Number(job.tentativas) } : null;
}

/** Writes the job's file and marks it 'pronto' (or 'erro'). Progress and lease are renewed every batch. */
export async function processarExportacao(
  db: Database,
  fileStore: FileStore,
  job: JobReivindicado,
  opcoes: { produto: string; agora: Date },
): Promise<'pronto' | 'perdido'> {
  const filtros = adminObjetosFiltrosBody.parse(job.filtros);
  const ctx = await prepararContexto(db, filtros, { agora: opcoes.agora });
  // Guarded on the attempt: if the lease was lost and another worker took the job, stop.
  const meu = sql`id = ${job.id} and tentativas = ${job.tentativas} and status = 'processando'`;
  const total = await contarObjetos(db, filtros, ctx);
  await db.execute(sql`update exportacao set total = ${total} where ${meu}`);
  const chave = `admin/exportacoes/${job.id}-${job.tentativas}.xlsx`;
  let processadas = 0;
  let perdido = false;
  const { sort, order, ...filtrosDaLista } = filtros;
  // In the list's order when it was given (pages by offset), else by registration (keyset on id).
  const lotes = sort
    ? lotesNaOrdem((offset, limit) =>
        listarObjetos(db, filtrosDaLista, ctx, { sort, order: order ?? 'asc', limit, offset }),
      )
    : streamByKeyset(
        (after, limit) => objetosDepoisDe(db, filtrosDaLista, ctx, after, limit),
        LOTE_EXPORTACAO,
      );
  await escreverPlanilha(comAntecipacao(lotes), {
    produto: opcoes.produto,
    principios: await titulosDosPrincipios(db),
    fileStore,
    chave,
    aposLote: async (n) => {
      processadas += n;
      const r = await linhas<{ id: number }>(
        db,
        sql`update exportacao set processadas = ${processadas},
                     lease_ate = now() + make_interval(secs => ${LEASE_SEGUNDOS})
               where ${meu} returning id`,
      );
      if (r.length === 0) {
        perdido = true;
        throw new ExportacaoPerdida();
      }
    },
  }).catch((err) => {
    if (!(err instanceof ExportacaoPerdida)) throw err;
  });
  if (perdido) return 'perdido';
  const dia = opcoes.agora.toISOString().slice(0, 10);
  const r = await linhas<{ id: number }>(
    db,
    sql`update exportacao set status = 'pronto', processadas = ${processadas}, arquivo = ${chave},
               nome_arquivo = ${`unidades-${dia}-${job.id}.xlsx`}, concluido_em = now(), lease_ate = null
         where ${meu} returning id`,
  );
  if (r.length === 0) {
    await fileStore.delete(chave);
    return 'perdido';
  }
  return 'pronto';
}

class ExportacaoPerdida extends Error {}

/** Batches of `LOTE_EXPORTACAO` rows in a fixed order, by offset, until a short batch. */
async function* lotesNaOrdem(
  pagina: (offset: number, limit: number) => Promise<LinhaObjeto[]>,
): AsyncGenerator<LinhaObjeto[]> {
  for (let offset = 0; ; offset += LOTE_EXPORTACAO) {
    const lote = await pagina(offset, LOTE_EXPORTACAO);
    if (lote.length > 0) yield lote;
    if (lote.length < LOTE_EXPORTACAO) return;
  }
}

/** Titles of principles 1..5 of the newest available edition (the export's column titles). */
async function titulosDosPrincipios(db: Database): Promise<string[]> {
  const r = await linhas<{ codigo: number; titulo: string }>(
    db,
    sql`select p.codigo, p.titulo from principio p
         where p.edicao_id = (select e.id from edicao e where e.disponivel order by e.ano desc limit 1)
         order by p.codigo`,
  );
  return [1, 2, 3, 4, 5].map((c) => r.find((p) => Number(p.codigo) === c)?.titulo ?? `Princípio ${c}`);
}

export async function marcarErro(db: Database, id: number, tentativas: number): Promise<void> {
  await db.execute(sql`
    update exportacao set status = 'erro', erro = 'Falha ao gerar o arquivo.', concluido_em = now(), lease_ate = null
     where id = ${id} and tentativas = ${tentativas} and status = 'processando'`);
}

/** Deletes the jobs (and files) older than RETENCAO_DIAS. */
export async function purgarExportacoes(db: Database, fileStore: FileStore): Promise<number> {
  const apagadas = await linhas<{ arquivo: string | null }>(
    db,
    sql`delete from exportacao where criado_em < now() - make_interval(days => ${RETENCAO_DIAS})
        returning arquivo`,
  );
  for (const a of apagadas) if (a.arquivo) await fileStore.delete(a.arquivo);
  return apagadas.length;
}
