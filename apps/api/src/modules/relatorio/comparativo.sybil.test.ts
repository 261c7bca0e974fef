import {
  COMPARATIVO_FAIXA,
  compararComGrupo,
  faixaDoAproveitamento,
  mediaPublicada,
  NUMERO_PRINCIPIOS,
} from '@guia/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, inserirFinalizado, inserirProdutor, type TestUser } from '../../test/factories.ts';
import { atualizarComparativo, lerGrupo } from './comparativo.service.ts';

// The sybil attack on the comparative (issue 14): an observer and a handful of accounts he controls
// fill an otherwise empty group around one real producer, then difference what each account is shown.

const DIA = 86_400_000;
const RIO = 3304557;
const SAO_PAULO = 3550308;
/** The clock the app reads (`app.now()`); tests move it instead of waiting. */
let agora = new Date();
let t: TestApp;
let ano = 1700;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => agora });
});

beforeEach(async () => {
  await t.reset();
  agora = new Date();
});

afterAll(async () => {
  await t.close();
});

async function novaEdicao(): Promise<number> {
  const [e] = await t.db
    .insert(schema.edicao)
    .values({ ano: ++ano, disponivel: true })
    .returning({ id: schema.edicao.id });
  return e!.id;
}

/** A producer the attacker does not control: confirmed, registered a year ago. */
const produtorAntigo = () =>
  inserirProdutor(t, {
    criadoEm: new Date(agora.getTime() - 365 * DIA),
    emailVerificadoEm: new Date(agora.getTime() - 365 * DIA),
  });

async function novaUnidade(dono: number, uf: 'RJ' | 'SP' = 'RJ'): Promise<number> {
  const [o] = await t.db
    .insert(schema.objeto)
    .values({
      usuarioId: dono,
      categoriaId: 6,
      nomeunidade: 'Fazenda',
      uf,
      cidade: uf === 'RJ' ? RIO : SAO_PAULO,
    })
    .returning({ id: schema.objeto.id });
  return o!.id;
}

/** Finishes a questionnaire of the unit in the edition with these principle scores; its id. */
const finalizar = (
  edicaoId: number,
  objetoId: number,
  usuarioId: number,
  aproveitamentos: readonly number[],
  finalizadoEm: Date,
) => inserirFinalizado(t, { objetoId, edicaoId, usuarioId, aproveitamentos, finalizadoEm });

const regras = () => ({
  minUnidades: t.config.COMPARATIVO_MIN_UNIDADES,
  carenciaDias: t.config.COMPARATIVO_CARENCIA_DIAS,
  agora: t.app.now(),
});

/**
 * Every victim score (0..100) consistent with what the attacker was shown, per principle, found by
 * an attacker who knows the whole algorithm and every other member of the group (his own units):
 * for each candidate he computes what each of his accounts would have been shown, and keeps the
 * candidates that match every observation.
 */
function candidatos(
  contas: readonly { aproveitamentos: readonly number[] }[],
  vistos: readonly (readonly number[])[],
): number[][] {
  return Array.from({ length: NUMERO_PRINCIPIOS }, (_, p) => {
    const consistentes: number[] = [];
    for (let c = 0; c <= 100; c++) {
      const bate = contas.every((_, a) => {
        const outros = contas.filter((__, b) => b !== a);
        const soma = outros.reduce((s, o) => s + faixaDoAproveitamento(o.aproveitamentos[p]!), 0);
        return mediaPublicada(soma + faixaDoAproveitamento(c), outros.length + 1) === vistos[a]![p];
      });
      if (bate) consistentes.push(c);
    }
    return consistentes;
  });
}

describe('the sybil attack: an observer and his accounts around one producer in an empty group', () => {
  const VITIMA = [13, 27, 91, 4, 66];
  /** The attacker's scores, spread so that each account's view is offset differently. */
  const DO_ATACANTE = [
    [0, 100, 40, 55, 20],
    [10, 90, 50, 65, 30],
    [20, 80, 60, 75, 40],
    [30, 70, 70, 85, 50],
    [40, 60, 80, 95, 60],
    [50, 50, 90, 5, 70],
  ];

  it.each([4, 5])(
    'with %i sybils: fresh accounts are not counted; aged ones recover no score within 10 points',
    async (sybils) => {
      const edicaoId = await novaEdicao();
      const vitima = await produtorAntigo();
      await finalizar(
        edicaoId,
        await novaUnidade(vitima),
        vitima,
        VITIMA,
        new Date(agora.getTime() - 200 * DIA),
      );

      // The observer and his sybils: new accounts with confirmed e-mails, each finishing one unit today.
      const contas: {
        user: TestUser;
        objetoId: number;
        questionarioId: number;
        aproveitamentos: number[];
      }[] = [];
      for (const aproveitamentos of DO_ATACANTE.slice(0, sybils + 1)) {
        const user = await createUser(t);
        const objetoId = await novaUnidade(user.id);
        const questionarioId = await finalizar(edicaoId, objetoId, user.id, aproveitamentos, agora);
        contas.push({ user, objetoId, questionarioId, aproveitamentos });
      }
      const ver = async (conta: (typeof contas)[number], grupo: string) => {
        const token = await t.app.signAccessToken({
          id: conta.user.id,
          role: 'visitante',
          familia: conta.user.familia,
        });
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/Objeto/${conta.objetoId}/${edicaoId}/${conta.questionarioId}/comparativo?grupo=${grupo}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        return res.json().data as {
          comparado: { valores: { valor: number }[] } | null;
          alert: string | null;
        };
      };
      const GRUPOS = ['minha-regiao', 'Sudeste', 'brasil'];

      // Today: the group counts only the victim, so every account of the attacker gets the alert.
      for (const conta of contas) {
        for (const grupo of GRUPOS) {
          const r = await ver(conta, grupo);
          expect(r.comparado, grupo).toBeNull();
          expect(r.alert).toMatch(/^Ainda não há unidades suficientes/);
        }
      }

      // 31 days later the accounts and their finishes are past the waiting period and the background
      // refresh publishes them: now every account is shown the group, and the attacker differences.
      agora = new Date(agora.getTime() + 31 * DIA);
      expect((await atualizarComparativo(t.db, edicaoId, regras())).publicados).toEqual([
        'brasil',
        'regiao:Sudeste',
        'uf:RJ',
      ]);
      const vistos: number[][] = [];
      for (const conta of contas) {
        const porGrupo = await Promise.all(GRUPOS.map((g) => ver(conta, g)));
        const valores = porGrupo[0]!.comparado!.valores.map((v) => v.valor);
        // The group holds the same units whichever its name: three identical views.
        for (const r of porGrupo) expect(r.comparado?.valores.map((v) => v.valor)).toEqual(valores);
        vistos.push(valores);
      }

      // The exact inversion (every candidate score tried against every view) leaves at least 25
      // candidates, the true score among them, so no guess is within 10 points of all of them. (Before
      // issue 14 the plain difference, n x mean - the attacker's own sum, gave 4 of 5 scores exactly.)
      const possiveis = candidatos(contas, vistos);
      for (let p = 0; p < NUMERO_PRINCIPIOS; p++) {
        const c = possiveis[p]!;
        expect(c, `princípio ${p + 1}`).toContain(VITIMA[p]);
        expect(c.length).toBeGreaterThanOrEqual(COMPARATIVO_FAIXA);
        const [min, max] = [Math.min(...c), Math.max(...c)];
        // The best guess is the middle; it is still more than 10 from one end.
        expect((max - min) / 2, `princípio ${p + 1}: ${min}..${max}`).toBeGreaterThan(10);
      }
    },
  );
});

/** Units of one account: where each lies and its scores. */
interface ContaArbitraria {
  unidades: { uf: 'RJ' | 'SP'; aproveitamentos: number[] }[];
}

const aproveitamentos = fc.array(fc.integer({ min: 0, max: 100 }), {
  minLength: NUMERO_PRINCIPIOS,
  maxLength: NUMERO_PRINCIPIOS,
});
const conta: fc.Arbitrary<ContaArbitraria> = fc.record({
  unidades: fc.array(fc.record({ uf: fc.constantFrom<'RJ' | 'SP'>('RJ', 'RJ', 'SP'), aproveitamentos }), {
    minLength: 1,
    maxLength: 2,
  }),
});

describe('the quarter grid, property-based: old-enough sybils learn only the quarter', () => {
  it('every view any account of the attacker reads is the same for any victim score of the same quarter', async () => {
    await fc.assert(
      fc.asyncProperty(
        aproveitamentos,
        fc.array(conta, { minLength: 5, maxLength: 6 }),
        async (vitimaScores, contasDoAtacante) => {
          // Each account keeps one unit in RJ, so each of them is in every group.
          for (const c of contasDoAtacante) c.unidades[0]!.uf = 'RJ';
          // The two ends of each of the victim's quarters, 24 or 25 points apart.
          const inicio = vitimaScores.map((v) => faixaDoAproveitamento(v) * COMPARATIVO_FAIXA);
          const fim = inicio.map((i) => (i === 75 ? 100 : i + COMPARATIVO_FAIXA - 1));
          const antigo = new Date(agora.getTime() - 90 * DIA);

          const vitima = await produtorAntigo();
          const unidadeDaVitima = await novaUnidade(vitima);
          const contas: { id: number; unidades: { id: number; aproveitamentos: number[] }[] }[] = [];
          for (const c of contasDoAtacante) {
            const id = await produtorAntigo();
            const unidades = [];
            for (const u of c.unidades)
              unidades.push({ id: await novaUnidade(id, u.uf), aproveitamentos: u.aproveitamentos });
            contas.push({ id, unidades });
          }

          /** Everything every attacker account is shown, in every group, with this victim. */
          const vistas = async (daVitima: number[]) => {
            const edicaoId = await novaEdicao();
            await finalizar(edicaoId, unidadeDaVitima, vitima, daVitima, antigo);
            for (const c of contas) {
              for (const u of c.unidades) await finalizar(edicaoId, u.id, c.id, u.aproveitamentos, antigo);
            }
            await atualizarComparativo(t.db, edicaoId, regras());
            const vistas: (number[] | null)[] = [];
            for (const c of contas) {
              for (const grupo of ['uf:RJ', 'regiao:Sudeste', 'brasil']) {
                const leitura = await lerGrupo(t.db, edicaoId, grupo, c.id);
                const r = compararComGrupo(c.unidades[0]!.aproveitamentos, leitura.grupo, leitura.doDono);
                vistas.push(r.comparacao?.principios ?? null);
              }
            }
            return vistas;
          };

          const comVitima = await vistas(vitimaScores);
          // The attacker is shown the group (five other owners each): the property is not vacuous.
          expect(comVitima.every((v) => v !== null)).toBe(true);
          expect(await vistas(inicio)).toEqual(comVitima);
          expect(await vistas(fim)).toEqual(comVitima);
          // So the victim's score is anywhere in a range of 25 points: the middle guess misses one end by 12.
          for (let p = 0; p < NUMERO_PRINCIPIOS; p++) expect(fim[p]! - inicio[p]!).toBeGreaterThan(20);
        },
      ),
      { numRuns: 12, seed: 20261214 },
    );
  });
});
