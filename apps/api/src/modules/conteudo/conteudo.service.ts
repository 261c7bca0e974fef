import { asc, eq, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';

const { documentoLegal, onboarding } = schema;

/** The two legal documents, by their key in `documento_legal`. */
export type TipoDocumentoLegal = 'termos' | 'privacidade';

export interface DocumentoLegalRow {
  texto: string;
  versao: number;
  atualizadoEm: Date;
  resumoAlteracoes: string | null;
}

const documentoFields = {
  texto: documentoLegal.texto,
  versao: documentoLegal.versao,
  atualizadoEm: documentoLegal.atualizadoEm,
  resumoAlteracoes: documentoLegal.resumoAlteracoes,
};

export async function findDocumentoLegal(
  db: Database,
  tipo: TipoDocumentoLegal,
): Promise<DocumentoLegalRow | null> {
  const [row] = await db.select(documentoFields).from(documentoLegal).where(eq(documentoLegal.tipo, tipo));
  return row ?? null;
}

/**
 * Publishes a new text (already sanitized), with an audit row naming the version. A different text
 * is a new version (users accept new terms again); saving the same text again changes nothing.
 */
export async function saveDocumentoLegal(
  db: Database,
  atorId: number,
  tipo: TipoDocumentoLegal,
  texto: string,
  resumoAlteracoes: string | null,
): Promise<DocumentoLegalRow> {
  return db.transaction(async (tx) => {
    const [novo] = await tx
      .insert(documentoLegal)
      .values({ tipo, texto, resumoAlteracoes })
      .onConflictDoUpdate({
        target: documentoLegal.tipo,
        set: {
          texto: sql`excluded.texto`,
          resumoAlteracoes: sql`excluded.resumo_alteracoes`,
          versao: sql`${documentoLegal.versao} + 1`,
          atualizadoEm: sql`now()`,
        },
        setWhere: sql`${documentoLegal.texto} is distinct from excluded.texto`,
      })
      .returning(documentoFields);
    const saved = novo ?? (await findDocumentoLegal(tx, tipo))!;
    await registrarAuditoria(tx, {
      atorId,
      acao: 'documento.publicar',
      detalhes: { tipo, versao: saved.versao, alterado: novo !== undefined, resumo: resumoAlteracoes },
    });
    return saved;
  });
}

const slideFields = {
  id: onboarding.id,
  ordem: onboarding.ordem,
  titulo: onboarding.titulo,
  descricao: onboarding.descricao,
  nomearquivo: onboarding.nomearquivo,
  arquivo: onboarding.arquivo,
  tipoConteudo: onboarding.tipoConteudo,
};

export type OnboardingRow = Awaited<ReturnType<typeof listOnboarding>>[number];

export function listOnboarding(db: Database) {
  return db.select(slideFields).from(onboarding).orderBy(asc(onboarding.ordem), asc(onboarding.id));
}

export async function findOnboarding(db: Database, id: number): Promise<OnboardingRow | null> {
  const [row] = await db.select(slideFields).from(onboarding).where(eq(onboarding.id, id));
  return row ?? null;
}
