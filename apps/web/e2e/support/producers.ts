import { type APIRequestContext, expect } from '@playwright/test';
import { waitForMail } from './mail';
import { uniqueCpf } from './register';

/** A confirmed account created through the API, its auth data stored as the web client stores it. */
export async function signedUpUser(
  request: APIRequestContext,
  {
    nome = 'Joana do Celular',
    email = `celular.${Date.now()}@exemplo.com.br`,
    // One account per test of the run: a CPF registers once.
    cpf = uniqueCpf(),
  }: { nome?: string; email?: string; cpf?: string } = {},
) {
  const res = await request.post('/api/Cadastro', {
    data: {
      nome,
      email,
      celular: '(65)99988-7766',
      selecao: 'cpf',
      cpf: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      password: 'senha-do-campo-1',
      termos: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const codigo = await waitForMail(request, email, /código de confirmação é: (\d{6})/);
  const validated = await request.post('/api/ValidarEmail', { data: { email, codigo } });
  expect(validated.status(), await validated.text()).toBe(200);
  return (await validated.json()).data as Record<string, unknown>;
}

/** Where a unit is: Cuiabá (MT) unless told otherwise. */
export interface UnitPlace {
  uf: string;
  cidade: number;
  categoria_id?: number;
}

/** A producer's unit with an open questionnaire of the available edition, through the API. */
export async function startedQuestionnaire(
  request: APIRequestContext,
  token: string,
  nomeunidade: string,
  place: UnitPlace = { uf: 'MT', cidade: 5103403 },
) {
  const headers = { authorization: `Bearer ${token}` };
  const unit = await request.post('/api/Objeto', {
    headers,
    data: {
      categoria_id: place.categoria_id ?? 6,
      nomeunidade,
      uf: place.uf,
      cidade: place.cidade,
      // The rural producer's (category 6) own fields.
      ...((place.categoria_id ?? 6) === 6
        ? {
            car: `${place.uf}-${place.cidade}-0123456789ABCDEF0123456789ABCDEF`,
            atividade_id: 1,
            sistemaadotado_id: 2,
            area: 1200,
            areaPasto: 800,
            rebanho: 950,
          }
        : {}),
    },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const objetoId = (await unit.json()).data.id as number;
  const detail = (await (await request.get(`/api/Objeto/${objetoId}`, { headers })).json()).data;
  const edicaoId = (detail.guia as { id: number; disponivel: boolean }[]).find((g) => g.disponivel)!.id;
  const started = await request.post('/api/Guia/Questionario', {
    headers,
    data: { objeto_id: objetoId, guia_id: edicaoId },
  });
  expect(started.status(), await started.text()).toBe(201);
  const questionarioId = (await started.json()).data.questionario.id as number;
  const estrutura = (
    await (await request.get(`/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`, { headers })).json()
  ).data;
  return { headers, objetoId, edicaoId, questionarioId, estrutura };
}

/** One answer given by `finishedQuestionnaire`: the indicator and the level chosen. */
export interface GivenAnswer {
  codigo: string;
  titulo: string;
  peso: number;
  descricao: string;
}

/** An indicator of a questionnaire's structure as GET Guia/{objeto}/{edicao}/{questionario} answers it. */
export interface IndicadorDaEstrutura {
  id: number;
  codigo: string;
  titulo: string;
  niveis: { id: number; peso: number; descricao: string }[];
  /** The active action plan's target on it ('Sua meta'), when the plan was made in an earlier edition. */
  meta?: { peso: number; descricao: string | null; prazo: string } | null;
}

/** The structure's indicators, in its order. */
export function indicadoresDa(estrutura: {
  principios: { criterios: { indicadores: IndicadorDaEstrutura[] }[] }[];
}): IndicadorDaEstrutura[] {
  return estrutura.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores));
}

/** The ids that name a questionnaire in the API's paths and bodies. */
export interface QuestionnaireIds {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
}

/**
 * Answers `indicadores` through the API, weights in turn (0 = NA; the first level when the weight is not
 * offered). Answers what was chosen for each, in the order given.
 */
export async function answerThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  { objetoId, edicaoId, questionarioId }: QuestionnaireIds,
  indicadores: IndicadorDaEstrutura[],
) {
  const pesos = [3, 5, 0, 2, 4, 1, 4, 5, 3, 2];
  const respostas: GivenAnswer[] = [];
  for (const [n, indicador] of indicadores.entries()) {
    const peso = pesos[n % pesos.length];
    const nivel = indicador.niveis.find((l) => l.peso === peso) ?? indicador.niveis[0]!;
    respostas.push({
      codigo: indicador.codigo,
      titulo: indicador.titulo,
      peso: nivel.peso,
      descricao: nivel.descricao,
    });
    const res = await request.post('/api/Guia/Resposta', {
      headers,
      data: {
        objeto_id: objetoId,
        guia_id: edicaoId,
        questionario_id: questionarioId,
        indicador_id: indicador.id,
        nivel_id: nivel.id,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return respostas;
}

/**
 * A finished questionnaire through the API: every applicable indicator answered, weights in turn (0 = NA).
 * Answers what was chosen for each indicator, in the order of the structure.
 */
export async function finishedQuestionnaire(
  request: APIRequestContext,
  token: string,
  nomeunidade = 'Fazenda Boa Vista do Cerrado',
  place?: UnitPlace,
) {
  const { headers, objetoId, edicaoId, questionarioId, estrutura } = await startedQuestionnaire(
    request,
    token,
    nomeunidade,
    place,
  );
  const ids = { objetoId, edicaoId, questionarioId };
  const respostas = await answerThroughApi(request, headers, ids, indicadoresDa(estrutura));
  const finished = await request.put('/api/Guia/Questionario', {
    headers,
    data: { objeto_id: objetoId, guia_id: edicaoId, questionario_id: questionarioId },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return { objetoId, edicaoId, questionarioId, respostas };
}
