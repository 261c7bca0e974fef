import {
  type AdminObjetosFiltros,
  type AdminObjetosQuery,
  adminObjetosFiltrosBody,
  type StatusExportacao,
} from '@guia/shared';
import { sql } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import {
  type ContextoObjetos,
  contarObjetos,
  type LinhaBruta,
  type LinhaObjeto,
  listarObjetos,
  objetosDepoisDe,
  prepararContexto,
} from '../../db/queries/objetos.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { streamByKeyset } from '../../db/queries/row-stream.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { guiasDaUnidade } from '../questionario/questionario.service.ts';
import { escreverPlanilha } from './exportacao.planilha.ts';

async function rows<T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The filters of a list query (page, sort and order left out). */
export function filtrosDaConsulta(q: AdminObjetosQuery): AdminObjetosFiltros {
  const { page: _p, pageSize: _s, sort: _o, order: _d, ...filtros } = q;
  return filtros;
}

/**
 * A page of the admin unit list. 'area' / 'rebanho' kinds list the largest first unless the
 * request chose an order itself.
 */
export async function listarUnidades(
  db: Database,
  q: AdminObjetosQuery,
  ctx: ContextoObjetos,
  ordemEscolhida: boolean,
) {
  const filtros = filtrosDaConsulta(q);
  const c = await prepararContexto(db, filtros, ctx);
  const medida = q.filtro === 'area' || q.filtro === 'rebanho' ? q.filtro : null;
  const sort = !ordemEscolhida && medida ? medida : q.sort;
  const order = !ordemEscolhida && medida ? 'desc' : q.order;
  return paginate(
    q,
    (w) => listarObjetos(db, filtros, c, { sort, order, ...w }),
    () => contarObjetos(db, filtros, c),
  );
}

/** Municipalities that have at least one unit (optionally of one UF), by name. */
export async function municipiosComUnidades(db: Database, uf: string | undefined) {
  return rows<{ id: number; nome: string; uf: string }>(
    db,
    sql`select m.codigo as id, m.nome, m.uf from municipio m
         where exists (select 1 from objeto o where o.cidade = m.codigo)
         ${uf ? sql`and m.uf = ${uf}` : sql``}
         order by m.nome collate "C", m.codigo`,
  );
}

/** A unit with its owner and its Guias (every questionnaire, newest edition first); audited. */
export async function detalharUnidade(db: Database, actor: Actor, objetoId: number) {
  const carregar = async (d: Database) => {
    const [o] = await rows<
      Pick<
        LinhaBruta,
        | 'id'
        | 'nomeunidade'
        | 'municipio'
        | 'uf'
        | 'area'
        | 'rebanho'
        | 'categoria_id'
        | 'sigla'
        | 'titulo'
        | 'descricao'
        | 'cor'
        | 'dono_id'
        | 'dono_nome'
        | 'dono_email'
      >
    >(
      d,
      sql`select o.id, o.nomeunidade, m.nome as municipio, o.uf, o.area, o.rebanho,
                 c.id as categoria_id, c.sigla, c.titulo, c.descricao, c.cor,
                 u.id as dono_id, u.nome as dono_nome, u.email as dono_email
            from objeto o
            join municipio m on m.codigo = o.cidade
            join categoria c on c.id = o.categoria_id
            join usuario u on u.id = o.usuario_id
           where o.id = ${objetoId}`,
    );
    return o && { usuarioId: Number(o.dono_id), objetoId: Number(o.id), objeto: o };
  };
  const { objeto: o } = await acessar(db, actor, 'objeto.ler', carregar, {
    naoEncontrado: 'Unidade não encontrada',
    detalhes: () => ({}),
  });
  const cartoes = await guiasDaUnidade(db, { id: Number(o.id), categoriaId: Number(o.categoria_id) });
  return { objeto: o, cartoes };
}

export type DetalheUnidade = Awaited<ReturnType<typeof detalharUnidade>>;

/** Queues an export of the units the filters select; the request is audited with the filters. */
export async function pedirExportacao(db: Database, adminId: number, filtros: AdminObjetosFiltros) {
  return db.transaction(async (tx) => {
    const [job] = await rows<{ id: number }>(
      tx,
      sql`insert into exportacao (admin_id, filtros) values (${adminId}, ${JSON.stringify(filtros)}::jsonb)
          returning id`,
    );
    await registrarAuditoria(tx, {
      atorId: adminId,
      acao: 'objetos.exportar',
      detalhes: { exportacaoId: Number(job!.id), filtros },
    });
    return Number(job!.id);
  });
}

/** A `GET Admin/Objeto/Export` repeated within this window (same admin, same filters) finds the same job. */
export const JANELA_EXPORTACAO_SEGUNDOS = 300;

/**
 * GET Admin/Objeto/Export: the job of these filters for this administrator in the current time
 * window, made if there is none (a failed one is queued again). The key is unique in SQL: two
 * concurrent calls insert once, the second waits for the first and reads its job. Creating (or
 * re-queuing) a job is audited with the filters, in the same transaction.
 */
export async function exportacaoDosFiltros(
  db: Database,
  adminId: number,
  filtros: AdminObjetosFiltros,
): Promise<{ id: number; criada: boolean }> {
  return db.transaction(async (tx) => {
    const json = JSON.stringify(filtros);
    // jsonb prints its keys in one canonical order: equal filters give the same text, whatever the order sent.
    const chave = sql`${String(adminId)} || ':' || md5(${json}::jsonb::text) || ':' ||
      floor(extract(epoch from now()) / ${JANELA_EXPORTACAO_SEGUNDOS})::bigint::text`;
    const [criada] = await rows<{ id: number }>(
      tx,
      sql`insert into exportacao (admin_id, filtros, chave) values (${adminId}, ${json}::jsonb, ${chave})
          on conflict (chave) do update
            set status = 'pendente', tentativas = 0, processadas = 0, total = null, erro = null,
                arquivo = null, nome_arquivo = null, iniciado_em = null, concluido_em = null, lease_ate = null
            where exportacao.status = 'erro'
          returning id`,
    );
    if (criada) {
      await registrarAuditoria(tx, {
        atorId: adminId,
        acao: 'objetos.exportar',
        detalhes: { exportacaoId: Number(criada.id), filtros },
      });
      return { id: Number(criada.id), criada: true };
    }
    const [existente] = await rows<{ id: number }>(tx, sql`select id from exportacao where chave = ${chave}`);
    return { id: Number(existente!.id), criada: false };
  });
}

/** The file name of this administrator's latest finished export of exactly these filters, or null. */
export async function ultimoArquivoDosFiltros(
  db: Database,
  adminId: number,
  filtros: AdminObjetosFiltros,
): Promise<string | null> {
  const [job] = await rows<{ nome_arquivo: string | null }>(
    db,
    sql`select nome_arquivo from exportacao
         where admin_id = ${adminId} and status = 'pronto' and filtros = ${JSON.stringify(filtros)}::jsonb
         order by id desc limit 1`,
  );
  return job?.nome_arquivo ?? null;
}

export interface ExportacaoRow {
  id: number;
  status: StatusExportacao;
  processadas: number;
  total: number | null;
  arquivo: string | null;
  nome_arquivo: string | null;
}

export async function lerExportacao(db: Database, id: number): Promise<ExportacaoRow> {
  const [job] = await rows<ExportacaoRow>(
    db,
    sql`select id, status, processadas, total, arquivo, nome_arquivo from exportacao where id = ${id}`,
  );
  if (!job) throw notFound('Exportação não encontrada');
  return job;
}

/** The finished file of an export, after writing the download to the audit log. */
export async function baixarExportacao(db: Database, fileStore: FileStore, adminId: number, id: number) {
  const job = await lerExportacao(db, id);
  if (job.status !== 'pronto' || !job.arquivo)
    throw notFound('O arquivo desta exportação não está disponível');
  const stream = await fileStore.get(job.arquivo);
  if (!stream) throw notFound('O arquivo desta exportação não está disponível');
  try {
    await registrarAuditoria(db, {
      atorId: adminId,
      acao: 'objetos.exportacao.baixar',
      detalhes: { exportacaoId: Number(job.id) },
    });
  } catch (err) {
    stream.destroy();
    throw err;
  }
  return { stream, nomeArquivo: job.nome_arquivo ?? `unidades-${job.id}.xlsx` };
}

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

interface JobReivindicado {
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
  const [job] = await rows<JobReivindicado>(
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
      const r = await rows<{ id: number }>(
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
  const r = await rows<{ id: number }>(
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
  const r = await rows<{ codigo: number; titulo: string }>(
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
  const apagadas = await rows<{ arquivo: string | null }>(
    db,
    sql`delete from exportacao where criado_em < now() - make_interval(days => ${RETENCAO_DIAS})
        returning arquivo`,
  );
  for (const a of apagadas) if (a.arquivo) await fileStore.delete(a.arquivo);
  return apagadas.length;
}
