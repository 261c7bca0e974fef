import { CONSENTIMENTO_AUTORIZACAO } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../access/actor.ts';
import { linhas } from '../db/linhas.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';

/** Technicians and grants for tests (issue 18), written straight to the tables. */

/** Makes user `usuarioId` a technician in `status` (accredited by default). */
export async function credenciarTecnico(t: TestApp, usuarioId: number, status = 'credenciado') {
  await t.db.execute(sql`
    insert into tecnico (usuario_id, instituicao, registro_profissional, uf, status)
    values (${usuarioId}, 'Instituto X', 'CRMV-MT 1234', 'MT', ${status})
    on conflict (usuario_id) do update set status = excluded.status`);
}

/** A new accredited technician, as the gate's actor. */
export async function novoTecnico(t: TestApp): Promise<Actor> {
  const u = await createUser(t);
  await credenciarTecnico(t, u.id);
  return { id: u.id, role: 'visitante' };
}

export interface Concessao {
  tecnicoId: number;
  objetoId: number;
  /** Answering is on unless said; evidence, plan and finishing are off. */
  preencher?: boolean;
  evidencias?: boolean;
  plano?: boolean;
  finalizar?: boolean;
  /** Until when (an SQL expression); 12 months from now by default. */
  validaAte?: ReturnType<typeof sql>;
}

/** The unit's owner grants `c.tecnicoId` access to unit `c.objetoId`; answers the grant's id. */
export async function conceder(t: TestApp, c: Concessao): Promise<number> {
  const [g] = await linhas<{ id: number }>(
    t.db,
    sql`insert into autorizacao (produtor_id, tecnico_id, objeto_id, preencher, evidencias, plano, finalizar,
                                 valida_ate, consentimento_versao)
        select o.usuario_id, ${c.tecnicoId}, o.id, ${c.preencher ?? true}, ${c.evidencias ?? false},
               ${c.plano ?? false}, ${c.finalizar ?? false},
               ${c.validaAte ?? sql`now() + interval '12 months'`}, 'v1'
          from objeto o where o.id = ${c.objetoId}
        returning id`,
  );
  if (!g) throw new Error(`no unit ${c.objetoId}`);
  return g.id;
}

/** A valid CPF (check digits right) made from `n`, far from the fixtures' own CPFs. */
export function cpfValido(n: number): string {
  const base = String(700_000_000 + n).padStart(9, '0');
  const digito = (d: string) => {
    let soma = 0;
    for (let i = 0; i < d.length; i++) soma += Number(d[i]) * (d.length + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  const d1 = digito(base);
  return `${base}${d1}${digito(`${base}${d1}`)}`;
}

let proximoCpf = 0;

/** A user with a CPF of his own (the fixtures give one only to a file's first users). */
export async function usuarioComCpf(t: TestApp, opts: { nome?: string } = {}): Promise<TestUser> {
  const u = await createUser(t, opts);
  // One counter per worker: unique within each file's database.
  proximoCpf += 1;
  const cpf = cpfValido(proximoCpf);
  await t.db.execute(sql`update usuario set cpf = ${cpf} where id = ${u.id}`);
  return { ...u, cpf };
}

/** A technician in `status` (accredited by default) who can sign in and whom a CPF finds. */
export async function tecnicoComCpf(
  t: TestApp,
  status = 'credenciado',
  opts: { nome?: string } = {},
): Promise<TestUser> {
  const u = await usuarioComCpf(t, opts);
  await credenciarTecnico(t, u.id, status);
  return u;
}

/** The body of POST Autorizacoes (the current consent, 'ver' and answering). */
export function corpoDaAutorizacao(
  cpfTecnico: string,
  objetoIds: number[],
  extra: Record<string, unknown> = {},
) {
  return {
    cpf_tecnico: cpfTecnico,
    objeto_ids: objetoIds,
    permissoes: { preencher: true, evidencias: false, plano: false },
    consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
    ...extra,
  };
}

/** A technician's pending request to a producer, written straight to the table; answers its id. */
export async function pedidoPendente(t: TestApp, tecnicoId: number, produtorId: number): Promise<number> {
  const [p] = await linhas<{ id: number }>(
    t.db,
    sql`insert into solicitacao_acesso (tecnico_id, produtor_id, mensagem)
        values (${tecnicoId}, ${produtorId}, 'Sou o técnico da cooperativa')
        on conflict (tecnico_id, produtor_id) where status = 'pendente' do update set mensagem = excluded.mensagem
        returning id`,
  );
  return p!.id;
}
