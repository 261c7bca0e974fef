import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { criarQuestionario, criarUnidade, edicaoDisponivel } from '../../test/factories.ts';
import { conceder, credenciarTecnico } from '../../test/tecnicos.ts';
import { abrirApp, type Cenario, cenario, chamar, limpar } from '../autorizacao/autorizacao.test-helpers.ts';
import { revogarAutorizacao } from '../autorizacao/revogacao.ts';

let t: TestApp;
let c: Cenario;

beforeAll(async () => {
  t = await abrirApp();
});
beforeEach(async () => {
  await limpar(t);
  c = await cenario(t);
});
afterAll(() => t.close());

const unidades = (quem = c.tecnico) => chamar(t, quem, 'GET', '/Tecnico/Unidades');

describe("GET /api/Tecnico/Unidades ('Produtores que atendo')", () => {
  it("lists his live grants with the unit, the producer's name only, the permissions and the latest questionnaire", async () => {
    const edicaoId = await edicaoDisponivel(t);
    const questionarioId = await criarQuestionario(t, c.produtor, c.unidadeA, edicaoId);
    const g = await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.unidadeA, evidencias: true });
    await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.unidadeB, preencher: false });
    // Not his: a revoked grant, an expired one, another technician's.
    const vizinho = await criarUnidade(t, c.outro, { nomeunidade: 'Vizinha' });
    const revogada = await conceder(t, { tecnicoId: c.tecnico.id, objetoId: vizinho });
    await revogarAutorizacao(t.db, c.outro.id, revogada);
    const velha = await criarUnidade(t, c.outro, { nomeunidade: 'Antiga' });
    await conceder(t, {
      tecnicoId: c.tecnico.id,
      objetoId: velha,
      validaAte: sql`now() - interval '1 second'`,
    });

    const res = await unidades();
    expect(res.statusCode).toBe(200);
    const { credenciamento, unidades: lista } = res.json().data;
    expect(credenciamento).toBe('credenciado');
    expect(lista).toEqual([
      {
        autorizacao_id: g,
        objeto: { id: c.unidadeA, nomeunidade: 'Fazenda A', municipio: 'São Paulo', uf: 'SP' },
        produtor: { nome: 'João Produtor' },
        permissoes: { ver: true, preencher: true, evidencias: true, plano: false, finalizar: false },
        valida_ate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        questionario: { id: questionarioId, edicao_id: edicaoId, finalizado: false },
      },
      expect.objectContaining({ objeto: expect.objectContaining({ id: c.unidadeB }), questionario: null }),
    ]);
    // Never the producer's CPF, e-mail or phone.
    expect(res.body).not.toContain(c.produtor.cpf);
    expect(res.body).not.toContain(c.produtor.email);
    expect(res.body).not.toContain('65999998888');
  });

  it('is empty for a user who is not an accredited technician, and for a suspended one', async () => {
    await conceder(t, { tecnicoId: c.tecnico.id, objetoId: c.unidadeA });
    expect((await unidades(c.outro)).json().data).toEqual({ credenciamento: null, unidades: [] });
    await credenciarTecnico(t, c.tecnico.id, 'suspenso');
    expect((await unidades()).json().data).toEqual({ credenciamento: 'suspenso', unidades: [] });
    await credenciarTecnico(t, c.tecnico.id, 'pendente');
    expect((await unidades()).json().data).toEqual({ credenciamento: 'pendente', unidades: [] });
    expect((await chamar(t, null, 'GET', '/Tecnico/Unidades')).statusCode).toBe(401);
  });
});
