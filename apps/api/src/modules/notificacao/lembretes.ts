import { dataIsoBr, diasAte, hojeEm } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { type NovaNotificacao, notificar } from './notificacao.service.ts';

/** The reminders of a target's deadline: 30 and 7 days before, and on the day (or after, once). */
export type TipoLembrete = '30d' | '7d' | 'prazo';
const JANELAS: { tipo: TipoLembrete; dias: number }[] = [
  { tipo: 'prazo', dias: 0 },
  { tipo: '7d', dias: 7 },
  { tipo: '30d', dias: 30 },
];

/**
 * The one reminder due for a deadline today, if any: the most urgent window the day is in, and only
 * a window that opened after the target was set (a target set 20 days before its deadline gets no
 * '30 days' reminder, its first is at 7 days). The deadline itself is always reminded.
 */
export function lembreteDevido(prazo: string, hoje: string, criadoEm: string): TipoLembrete | null {
  const faltam = diasAte(prazo, hoje);
  const tinha = diasAte(prazo, criadoEm);
  for (const { tipo, dias } of JANELAS) {
    if (faltam <= dias) return tipo === 'prazo' || tinha > dias ? tipo : null;
  }
  return null;
}

interface ItemAVencer {
  itemId: number;
  usuarioId: number;
  objetoId: number;
  unidade: string;
  indicador: string;
  prazo: string;
  criadoEm: string;
}

/** Open targets (planned or in progress) of active plans whose deadline is within 30 days or past. */
function itensAVencer(hoje: string): SQL {
  return sql`
    select it.id as "itemId", o.usuario_id as "usuarioId", o.id as "objetoId", o.nomeunidade as unidade,
      i.codigo || ' ' || i.titulo as indicador, it.prazo::text as prazo,
      (it.criado_em at time zone 'America/Sao_Paulo')::date::text as "criadoEm"
    from plano_acao_item it
    join plano_acao p on p.id = it.plano_id and p.avaliado_em is null
    join objeto o on o.id = p.objeto_id
    join indicador i on i.id = it.indicador_id
    where it.estado in ('planejada', 'em_andamento') and it.prazo <= ${hoje}::date + 30
    order by it.id`;
}

function avisoDoItem(item: ItemAVencer, tipo: TipoLembrete, hoje: string): NovaNotificacao {
  const faltam = diasAte(item.prazo, hoje);
  const titulo =
    tipo === 'prazo'
      ? faltam === 0
        ? 'Uma meta do seu plano de ação vence hoje'
        : 'Uma meta do seu plano de ação está vencida'
      : `Uma meta do seu plano de ação vence em ${faltam} ${faltam === 1 ? 'dia' : 'dias'}`;
  return {
    usuarioId: item.usuarioId,
    chave: `lembrete:${item.itemId}:${tipo}`,
    tipo: 'lembrete',
    titulo,
    mensagem: `${item.unidade}: ${item.indicador}. Prazo: ${dataIsoBr(item.prazo)}.`,
    link: `/objetos/${item.objetoId}/plano`,
  };
}

/** Units with an active plan made in an earlier edition than one now open: 'veja se suas metas...'. */
const planosComNovaEdicao = sql`
  select p.id as "planoId", o.usuario_id as "usuarioId", o.id as "objetoId", o.nomeunidade as unidade,
    nova.id as "edicaoId", nova.ano
  from plano_acao p
  join objeto o on o.id = p.objeto_id
  join questionario q on q.id = p.questionario_id
  join edicao origem on origem.id = q.edicao_id
  join lateral (
    select e.id, e.ano from edicao e where e.disponivel and e.ano > origem.ano order by e.ano desc limit 1
  ) nova on true
  where p.avaliado_em is null`;

/**
 * One pass of the reminders job: writes the notices due today (each once, by its key) and answers the
 * ones it inserted. `agora` is the scheduler's clock; days count in Brasília's time zone.
 */
export async function gerarLembretes(db: Database, agora: Date) {
  const hoje = hojeEm(agora);
  const itens = await linhas<ItemAVencer>(db, itensAVencer(hoje));
  const novas: NovaNotificacao[] = [];
  for (const item of itens) {
    const tipo = lembreteDevido(item.prazo, hoje, item.criadoEm);
    if (tipo) novas.push(avisoDoItem(item, tipo, hoje));
  }
  const planos = await linhas<{
    planoId: number;
    usuarioId: number;
    objetoId: number;
    unidade: string;
    edicaoId: number;
    ano: number;
  }>(db, planosComNovaEdicao);
  for (const p of planos) {
    novas.push({
      usuarioId: p.usuarioId,
      chave: `edicao:${p.edicaoId}:plano:${p.planoId}`,
      tipo: 'edicao',
      titulo: `O Guia ${p.ano} está disponível: veja se suas metas foram atingidas`,
      mensagem: `${p.unidade}: responda o Guia ${p.ano} e veja o resultado de cada meta do seu plano de ação.`,
      link: `/objetos/${p.objetoId}`,
    });
  }
  return notificar(db, novas);
}

interface AvisoAEnviar {
  usuarioId: number;
  email: string;
  nome: string;
  titulo: string;
  mensagem: string;
  link: string | null;
}

/**
 * Claims today's digest of every user who wants reminder e-mails and has unread reminders not yet
 * e-mailed, and marks those reminders as carried, in ONE statement: a user whose digest of the day
 * was already claimed (an earlier tick, another server) gets nothing now, the rest wait for tomorrow.
 */
export async function reivindicarResumos(db: Database, agora: Date): Promise<Map<number, AvisoAEnviar[]>> {
  const hoje = hojeEm(agora);
  const rows = await linhas<AvisoAEnviar>(
    db,
    sql`
    with candidatos as (
      select distinct n.usuario_id from notificacao n
      join usuario u on u.id = n.usuario_id and u.lembretes_email
      where n.enviada_em is null and n.lida_em is null and n.tipo in ('lembrete', 'edicao')
    ),
    envio as (
      insert into lembrete_email_envio (usuario_id, dia, enviado_em)
      select usuario_id, ${hoje}::date, ${agora.toISOString()}::timestamptz from candidatos
      on conflict do nothing
      returning usuario_id
    ),
    marcadas as (
      update notificacao n set enviada_em = ${agora.toISOString()}::timestamptz
      from envio e
      where n.usuario_id = e.usuario_id and n.enviada_em is null and n.lida_em is null
        and n.tipo in ('lembrete', 'edicao')
      returning n.usuario_id, n.titulo, n.mensagem, n.link, n.criada_em, n.id
    )
    select m.usuario_id as "usuarioId", u.email, u.nome, m.titulo, m.mensagem, m.link
    from marcadas m join usuario u on u.id = m.usuario_id
    order by m.usuario_id, m.criada_em, m.id`,
  );
  const porUsuario = new Map<number, AvisoAEnviar[]>();
  for (const r of rows) porUsuario.set(r.usuarioId, [...(porUsuario.get(r.usuarioId) ?? []), r]);
  return porUsuario;
}
