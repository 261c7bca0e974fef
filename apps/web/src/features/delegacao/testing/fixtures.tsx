import type {
  Autorizacao,
  AutorizacoesDoProdutor,
  Credenciamento,
  Objeto,
  SolicitacaoRecebida,
  UnidadeAtendida,
} from '@guia/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { authStore } from '@/lib/auth-store';
import { usarDiaFixo } from '@/testing/dia-fixo';
import { type MockedApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { delegacaoRoutes } from '../routes';

/** Renders the delegation routes at `path`, with a stand-in for every screen they lead to. */
export function renderDelegacao(path: string) {
  return renderRoute([...copiaDasRotas(delegacaoRoutes), { path: '*', element: <h1>Outra tela</h1> }], {
    path,
  });
}

/**
 * The delegation screens' tests: a signed-in user, and only Date faked at 20/05/2026, midday in Brasília (a
 * grant's default and longest dates are read against it: 20/05/2027 and 20/05/2029).
 */
export function usarDiaDaAutorizacao() {
  usarDiaFixo('2026-05-20T15:00:00Z');
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.set(null);
  });
}

/** The calls of one method to one path (the query string included). */
export const chamadas = (mock: MockedApi, metodo: string, path: string) =>
  mock.calls.filter((c) => c.method === metodo && c.path === path);

/** The producer's own units (GET Objeto), with only what the grant form reads. */
export const unidadesDoProdutor = [
  { id: 7, nomeunidade: 'Fazenda Boa Vista', cidadeNome: 'Goiânia', uf: 'GO' },
  { id: 8, nomeunidade: 'Sítio Santa Luzia', cidadeNome: 'Cuiabá', uf: 'MT' },
] as unknown as Objeto[];

export const maria = { nome: 'Maria Souza', instituicao: 'Instituto X', uf: 'GO' };

export function autorizacaoFixture(overrides: Partial<Autorizacao> = {}): Autorizacao {
  return {
    id: 5,
    tecnico: maria,
    objeto: { id: 7, nomeunidade: 'Fazenda Boa Vista' },
    permissoes: { ver: true, preencher: true, evidencias: true, plano: false, finalizar: false },
    valida_ate: '2027-03-12',
    criada_em: '2026-03-12T15:00:00.000Z',
    revogada_em: null,
    status: 'ativa',
    ...overrides,
  };
}

export function solicitacaoFixture(overrides: Partial<SolicitacaoRecebida> = {}): SolicitacaoRecebida {
  return {
    id: 3,
    tecnico: { nome: 'João Lima', instituicao: 'Cooperativa Vale Verde', uf: 'MT' },
    mensagem: 'Sou o técnico da cooperativa e vou ajudar no preenchimento.',
    criada_em: '2026-05-18T13:00:00.000Z',
    ...overrides,
  };
}

/** GET Autorizacoes: one live grant, one revoked, one suspended, and a request waiting. */
export function autorizacoesFixture(overrides: Partial<AutorizacoesDoProdutor> = {}): AutorizacoesDoProdutor {
  return {
    autorizacoes: [
      autorizacaoFixture(),
      autorizacaoFixture({
        id: 4,
        objeto: { id: 8, nomeunidade: 'Sítio Santa Luzia' },
        permissoes: { ver: true, preencher: false, evidencias: false, plano: false, finalizar: false },
        revogada_em: '2026-04-01T12:00:00.000Z',
        status: 'revogada',
      }),
      autorizacaoFixture({
        id: 2,
        tecnico: { nome: 'Pedro Alves', instituicao: 'Sindicato Rural', uf: 'GO' },
        status: 'suspensa',
      }),
    ],
    solicitacoes: [solicitacaoFixture()],
    ...overrides,
  };
}

export function credenciamentoFixture(overrides: Partial<Credenciamento> = {}): Credenciamento {
  return {
    status: 'pendente',
    instituicao: 'Instituto X',
    registro_profissional: 'CREA-GO 12345',
    uf: 'GO',
    solicitado_em: '2026-05-02T12:00:00.000Z',
    decidido_em: null,
    ...overrides,
  };
}

export function unidadeAtendidaFixture(overrides: Partial<UnidadeAtendida> = {}): UnidadeAtendida {
  return {
    autorizacao_id: 5,
    objeto: { id: 7, nomeunidade: 'Fazenda Boa Vista', municipio: 'Goiânia', uf: 'GO' },
    produtor: { nome: 'Ana Pereira' },
    permissoes: { ver: true, preencher: true, evidencias: true, plano: false, finalizar: false },
    valida_ate: '2027-03-12',
    questionario: { id: 40, edicao_id: 2, finalizado: false },
    ...overrides,
  };
}
