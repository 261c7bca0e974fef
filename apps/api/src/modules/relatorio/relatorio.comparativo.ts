import {
  alertaGrupoInsuficiente,
  type Comparativo,
  chaveDoGrupo,
  compararComAnterior,
  compararComGrupo,
  type GrupoRelatorioComparativo,
  questionarioAnterior,
  type ResultadoFinalizado,
} from '@guia/shared';
import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { atualizarComparativo, lerGrupo, type RegrasDoComparativo } from './comparativo.service.ts';
import {
  type Cabecalho,
  carregarRelatorio,
  type FonteDeEstrutura,
  type LeituraAuditada,
  MENSAGENS_RELATORIO,
  type PrincipioDoRelatorio,
  principiosDoRelatorio,
  type RelatorioCarregado,
  type RelatorioRef,
} from './relatorio.service.ts';

export interface OpcoesComparativo {
  grupo: GrupoRelatorioComparativo;
  /** Who a group counts; `minUnidades` is the smallest group shown once the owner's units are out. */
  regras: RegrasDoComparativo;
  produto: string;
}

export interface ComparativoCarregado {
  cabecalho: Cabecalho;
  principios: PrincipioDoRelatorio[];
  comparativo: Comparativo;
  /** 'meu-guia': the questionnaire compared with (its edition's year, its finish); null otherwise. */
  comparadoCom: { ano: number; finalizadoEm: Date } | null;
}

/**
 * Comparative report (screen 22). Against a group: its published snapshot without any unit of the
 * unit's OWNER (also when an administrator reads it), through the shared rule; an edition never
 * refreshed is refreshed first, once. Against 'meu-guia': the unit's previous questionnaire.
 */
export async function carregarComparativo(
  db: Database,
  actor: Actor,
  acesso: LeituraAuditada,
  ref: RelatorioRef,
  opcoes: OpcoesComparativo,
  cache: FonteDeEstrutura,
): Promise<ComparativoCarregado> {
  const r = await carregarRelatorio(
    db,
    actor,
    acesso,
    ref,
    opcoes.grupo === 'meu-guia',
    chaveDaLeitura(opcoes.grupo),
  );
  return compararCarregado(db, r, opcoes, cache);
}

/** The group key a report read asks for with the report: null for the unit's own UF, undefined for 'meu-guia'. */
export function chaveDaLeitura(grupo: GrupoRelatorioComparativo): string | null | undefined {
  if (grupo === 'meu-guia') return undefined;
  return grupo === 'minha-regiao' ? null : chaveDoGrupo(grupo, '');
}

/** The comparative of a report already loaded (with the group's snapshot, or with the unit's history for 'meu-guia'). */
export async function compararCarregado(
  db: Database,
  r: RelatorioCarregado,
  opcoes: OpcoesComparativo,
  cache: FonteDeEstrutura,
): Promise<ComparativoCarregado> {
  const { cabecalho } = r;
  const estrutura = await cache.estrutura(cabecalho.edicaoId);
  const principios = principiosDoRelatorio(r, estrutura);
  if (opcoes.grupo === 'meu-guia') {
    // Per principle code: the stored aproveitamentos compare across editions of any structure.
    const daUnidade: (ResultadoFinalizado & { ano: number })[] = r.historico.map(
      ([questionarioId, edicaoId, finalizadoEm, aproveitamentos, ano]) => ({
        questionarioId,
        objetoId: cabecalho.objetoId,
        edicaoId,
        uf: cabecalho.uf,
        finalizadoEm: new Date(finalizadoEm),
        aproveitamentos: (aproveitamentos ?? []).map(Number),
        ano: Number(ano),
      }),
    );
    const selecionado = daUnidade.find((h) => h.questionarioId === cabecalho.questionarioId);
    if (!selecionado) throw notFound(MENSAGENS_RELATORIO.questionarioNaoEncontrado);
    const anterior = questionarioAnterior(selecionado, daUnidade);
    return {
      cabecalho,
      principios,
      comparativo: compararComAnterior(selecionado, daUnidade, opcoes.produto),
      comparadoCom: anterior ? { ano: anterior.ano, finalizadoEm: anterior.finalizadoEm } : null,
    };
  }
  const chave = chaveDoGrupo(opcoes.grupo, cabecalho.uf);
  let leitura = r.leituraDoGrupo ?? (await lerGrupo(db, cabecalho.edicaoId, chave, cabecalho.usuarioId));
  if (!leitura.atualizado) {
    // Once per edition; a request meeting another instance's first refresh answers the alert meanwhile.
    await atualizarComparativo(db, cabecalho.edicaoId, opcoes.regras);
    leitura = await lerGrupo(db, cabecalho.edicaoId, chave, cabecalho.usuarioId);
  }
  const aproveitamentos = principios.map((p) => p.resultado.aproveitamento);
  return {
    cabecalho,
    principios,
    comparativo: compararComGrupo(
      aproveitamentos,
      leitura.grupo,
      leitura.doDono,
      opcoes.regras.minUnidades,
      alertaGrupoInsuficiente(opcoes.grupo),
    ),
    comparadoCom: null,
  };
}
