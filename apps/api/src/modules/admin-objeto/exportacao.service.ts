import type { AdminObjetosFiltros, StatusExportacao } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';

/*
 * The request side of the xlsx export: queue a job, find it, read its status, download its file.
 * The queue's worker side (claim, lease, run, purge) is `exportacao.fila.ts`.
 */

/** Queues an export of the units the filters select; the request is audited with the filters. */
export async function pedirExportacao(db: Database, adminId: number, filtros: AdminObjetosFiltros) {
  return db.transaction(async (tx) => {
    const [job] = await linhas<{ id: number }>(
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
    const [criada] = await linhas<{ id: number }>(
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
    const [existente] = await linhas<{ id: number }>(
      tx,
      sql`select id from exportacao where chave = ${chave}`,
    );
    return { id: Number(existente!.id), criada: false };
  });
}

/** The file name of this administrator's latest finished export of exactly these filters, or null. */
export async function ultimoArquivoDosFiltros(
  db: Database,
  adminId: number,
  filtros: AdminObjetosFiltros,
): Promise<string | null> {
  const [job] = await linhas<{ nome_arquivo: string | null }>(
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
  const [job] = await linhas<ExportacaoRow>(
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
