import { normalizarCodigoComprovante } from '@guia/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';
import { gerarCodigoComprovante } from './codigo-comprovante.ts';

const { questionario, objeto, usuario, municipio, edicao } = schema;

export const MENSAGENS_COMPROVANTE = {
  naoEncontrado: 'Comprovante não encontrado',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;

const TENTATIVAS = 5;

/**
 * The verification code of a finished questionnaire's proof, created on the first request and
 * never changed afterwards: a concurrent request that sets it first wins, and both answer its code.
 */
export async function codigoDoComprovante(db: Database, questionarioId: number): Promise<string> {
  for (let tentativa = 0; tentativa < TENTATIVAS; tentativa += 1) {
    const atual = await codigoAtual(db, questionarioId);
    if (atual) return atual;
    try {
      const [salvo] = await db
        .update(questionario)
        .set({ codigoComprovante: gerarCodigoComprovante() })
        .where(and(eq(questionario.id, questionarioId), isNull(questionario.codigoComprovante)))
        .returning({ codigo: questionario.codigoComprovante });
      if (salvo?.codigo) return salvo.codigo;
    } catch (error) {
      // Another questionnaire already holds this code: draw again.
      if (uniqueViolation(error) === null) throw error;
    }
  }
  throw new Error(`não foi possível gerar o código do comprovante do questionário ${questionarioId}`);
}

async function codigoAtual(db: Database, questionarioId: number): Promise<string | null> {
  const [row] = await db
    .select({ codigo: questionario.codigoComprovante })
    .from(questionario)
    .where(eq(questionario.id, questionarioId));
  return row?.codigo ?? null;
}

export interface ComprovanteEncontrado {
  codigo: string;
  unidade: string;
  municipio: string;
  uf: string;
  proprietario: string;
  ano: number;
  finalizadoEm: Date;
}

/** The finished questionnaire a typed code belongs to, or null (unknown or malformed code). */
export async function buscarComprovante(
  db: Database,
  digitado: string,
): Promise<ComprovanteEncontrado | null> {
  const codigo = normalizarCodigoComprovante(digitado);
  if (!codigo) return null;
  const [row] = await comDono(
    db
      .select({
        codigo: questionario.codigoComprovante,
        finalizado: questionario.finalizado,
        finalizadoEm: questionario.finalizadoEm,
        unidade: objeto.nomeunidade,
        municipio: municipio.nome,
        uf: objeto.uf,
        proprietario: usuario.nome,
        ano: edicao.ano,
      })
      .from(questionario)
      .$dynamic(),
  )
    .innerJoin(municipio, eq(municipio.codigo, objeto.cidade))
    .innerJoin(edicao, eq(edicao.id, questionario.edicaoId))
    .where(eq(questionario.codigoComprovante, codigo));
  if (!row?.codigo || !row.finalizado || !row.finalizadoEm) return null;
  return { ...row, codigo: row.codigo, finalizadoEm: row.finalizadoEm };
}
