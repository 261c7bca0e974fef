import {
  type GuiaEstrutura,
  itemPlanoBody,
  MENSAGENS_PLANO,
  PESO_MAXIMO,
  PESO_NAO_SE_APLICA,
  type PlanoAcao,
  type PlanoAcaoInput,
} from '@guia/shared';

export interface NivelMeta {
  peso: number;
  descricao: string;
}

/** An answered indicator that can still go up a level: what a plan's item is made of. */
export interface Candidato {
  indicadorId: number;
  codigo: string;
  titulo: string;
  principio: { codigo: number; titulo: string };
  pesoAtual: number;
  nivelAtual: string;
  /** The levels above the current one, lowest first: the possible targets. */
  niveisAcima: NivelMeta[];
  /** Support materials of the indicator for the unit's category. */
  apoio: { id: number; titulo: string; url: string }[];
}

/**
 * The questionnaire's indicators a plan can take, in the questionnaire's order: answered, not 'Não se
 * aplica', and below the top level.
 */
export function candidatosDoQuestionario(estrutura: GuiaEstrutura): Candidato[] {
  const out: Candidato[] = [];
  for (const p of estrutura.principios) {
    for (const c of p.criterios) {
      for (const i of c.indicadores) {
        const resposta = i.resposta;
        if (!resposta || resposta.peso === PESO_NAO_SE_APLICA || resposta.peso >= PESO_MAXIMO) continue;
        const niveisAcima = i.niveis
          .filter((n) => n.peso > resposta.peso)
          .sort((a, b) => a.peso - b.peso)
          .map((n) => ({ peso: n.peso, descricao: n.descricao }));
        if (niveisAcima.length === 0) continue;
        out.push({
          indicadorId: i.id,
          codigo: i.codigo,
          titulo: i.titulo,
          principio: { codigo: p.codigo, titulo: p.titulo },
          pesoAtual: resposta.peso,
          nivelAtual: i.niveis.find((n) => n.id === resposta.nivel_id)?.descricao ?? '',
          niveisAcima,
          apoio: i.apoio,
        });
      }
    }
  }
  return out;
}

/** One item as the form holds it (strings, as typed). */
export interface ItemForm {
  indicador_id: number;
  peso_meta: string;
  prazo: string;
  acoes: string;
  responsavel: string;
}

/** A new item: the next level up as its target, the default deadline. */
export function itemInicial(c: Candidato, prazo: string): ItemForm {
  return {
    indicador_id: c.indicadorId,
    peso_meta: String(c.niveisAcima[0]?.peso ?? ''),
    prazo,
    acoes: '',
    responsavel: '',
  };
}

/**
 * Per-field errors of one item, keyed by field: the contract's own rules (shared zod), a target among
 * the levels above, and a deadline not before `hoje` (the server checks again on its clock).
 */
export function errosDoItem(item: ItemForm, niveisAcima: NivelMeta[], hoje: string): Record<string, string> {
  const erros: Record<string, string> = {};
  const r = itemPlanoBody.safeParse(item);
  if (!r.success) {
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0]);
      erros[campo] ??= issue.message;
    }
  }
  if (!niveisAcima.some((n) => String(n.peso) === item.peso_meta))
    erros.peso_meta = MENSAGENS_PLANO.metaInvalida;
  if (!erros.prazo && item.prazo.trim() < hoje) erros.prazo = MENSAGENS_PLANO.prazoPassado;
  return erros;
}

/** The POST body from the form's items. */
export function corpoDoPlano(questionarioId: number, itens: ItemForm[]): PlanoAcaoInput {
  return {
    questionario_id: questionarioId,
    itens: itens.map((i) => ({
      indicador_id: i.indicador_id,
      peso_meta: Number(i.peso_meta),
      prazo: i.prazo.trim(),
      acoes: i.acoes.trim(),
      responsavel: i.responsavel.trim() || null,
    })),
  };
}

/**
 * 'Montar novo plano': the previous plan's targets this questionnaire judged and found unmet
 * ('Avançou', 'Manteve', 'Recuou'), carried to the indicator that continues it in this questionnaire
 * (same lineage, `indicador_avaliado_id`) when it can still go up a level. Each keeps its target when that is still above the level reached (else the next level
 * up), its actions and person in charge; the deadline starts again at the default.
 */
export function itensNaoAtingidos(anterior: PlanoAcao, candidatos: Candidato[], prazo: string): ItemForm[] {
  const porId = new Map(candidatos.map((c) => [c.indicadorId, c]));
  const out: ItemForm[] = [];
  for (const item of anterior.itens) {
    if (item.desfecho === null || item.desfecho === 'atingida' || item.desfecho === 'nao_avaliavel') continue;
    const c = item.indicador_avaliado_id === null ? undefined : porId.get(item.indicador_avaliado_id);
    if (!c || out.some((i) => i.indicador_id === c.indicadorId)) continue;
    const meta = c.niveisAcima.some((n) => n.peso === item.peso_meta)
      ? item.peso_meta
      : c.niveisAcima[0]?.peso;
    out.push({
      indicador_id: c.indicadorId,
      peso_meta: String(meta ?? ''),
      prazo,
      acoes: item.acoes,
      responsavel: item.responsavel ?? '',
    });
  }
  return out;
}
