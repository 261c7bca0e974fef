import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { type FileStore, type StoredFile, TEMP_PREFIX } from '../../plugins/file-store.ts';

/**
 * A key a row must name: an evidence file (`usuarios/{u}/objetos/{o}/evidencias/{q}/{uuid}.{ext}`)
 * or an action plan's progress file (`usuarios/{u}/objetos/{o}/plano-acao/{plano}/{uuid}.{ext}`).
 */
const CHAVE_COM_LINHA = /^usuarios\/\d+\/objetos\/\d+\/(evidencias|plano-acao)\//;
const LOTE = 500;

export interface Varredura {
  temporarios: number;
  semLinha: number;
}

/**
 * Deletes what a crash during an upload can leave (see `salvarEvidencias`, `registrarAndamento`):
 * temporary files, and evidence or action-plan files that no row names. Only files older than
 * `idadeMinimaMs` are touched: an upload in progress keeps writing its temporary file, and a
 * committed file is stamped when it is moved, so the minimum age must exceed the upload timeout. Run by the scheduler (`varreduraPlugin`).
 */
export async function varrerArquivosOrfaos(
  { db, fileStore, log }: { db: Database; fileStore: FileStore; log: FastifyBaseLogger },
  { idadeMinimaMs, agora = new Date() }: { idadeMinimaMs: number; agora?: Date },
): Promise<Varredura> {
  const limite = agora.getTime() - idadeMinimaMs;
  const antigo = (f: StoredFile) => f.modifiedAt.getTime() < limite;
  let temporarios = 0;
  for await (const f of fileStore.list(TEMP_PREFIX)) {
    if (!antigo(f)) continue;
    await fileStore.delete(f.key);
    temporarios += 1;
  }

  let semLinha = 0;
  let lote: string[] = [];
  const conferir = async () => {
    const [evidencias, registros] = await Promise.all([
      db
        .select({ key: schema.evidencia.nomearquivo })
        .from(schema.evidencia)
        .where(inArray(schema.evidencia.nomearquivo, lote)),
      db
        .select({ key: schema.planoAcaoRegistro.arquivoChave })
        .from(schema.planoAcaoRegistro)
        .where(inArray(schema.planoAcaoRegistro.arquivoChave, lote)),
    ]);
    const conhecidas = new Set([...evidencias, ...registros].map((r) => r.key));
    for (const key of lote) {
      if (conhecidas.has(key)) continue;
      await fileStore.delete(key);
      semLinha += 1;
    }
    lote = [];
  };
  for await (const f of fileStore.list('usuarios')) {
    if (!CHAVE_COM_LINHA.test(f.key) || !antigo(f)) continue;
    lote.push(f.key);
    if (lote.length >= LOTE) await conferir();
  }
  if (lote.length > 0) await conferir();
  if (temporarios + semLinha > 0) {
    log.warn({ temporarios, semLinha }, 'arquivos de evidência órfãos apagados');
  }
  return { temporarios, semLinha };
}

/** The sweep runs at start, then this often (a crash is rare: once a day is plenty). */
export const INTERVALO_VARREDURA_MS = 24 * 3_600_000;

/** The scheduler's name of the sweep. */
export const TAREFA_VARREDURA = 'evidencia.varrer-orfaos';

/** The orphan sweep as a scheduler job: files older than any upload can take (timeout + 5 min). */
export const varreduraPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.scheduler.register({
      name: TAREFA_VARREDURA,
      everyMs: INTERVALO_VARREDURA_MS,
      async run({ agora, log }) {
        await varrerArquivosOrfaos(
          { db: app.db, fileStore: app.fileStore, log },
          { idadeMinimaMs: (config.UPLOAD_TIMEOUT_SECONDS + 300) * 1000, agora },
        );
      },
    });
  },
  { name: 'varredura-orfaos', dependencies: ['db', 'file-store', 'scheduler'] },
);
