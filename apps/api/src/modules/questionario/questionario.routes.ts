import {
  conflitoResposta,
  dataResponse,
  errorResponse,
  guiaEstrutura,
  guiaParams,
  messageResponse,
  orientacaoBody,
  orientacaoRecusaBody,
  orientacaoSalva,
  questionarioFinalizado,
  questionarioFinishBody,
  questionarioIncompleto,
  questionarioRelatorio,
  questionarioStartBody,
  questionarioStarted,
  respostaBody,
  respostaSalva,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  aoConfirmar,
  chaveDoCabecalho,
  DESCRICAO_IDEMPOTENTE,
  respostasIdempotentes,
} from '../idempotencia/idempotencia.plugin.ts';
import {
  finalizar,
  iniciarQuestionario,
  recusarOrientacao,
  registrarOrientacao,
} from './questionario.ciclo.ts';
import { presentEstrutura, presentOrientacao, presentRelatorio } from './questionario.presenter.ts';
import { estruturaDoQuestionario } from './questionario.respostas.ts';
import { MENSAGENS, questionarioParaLeitura, questionariosFinalizados } from './questionario.service.ts';
import { responder } from './resposta.service.ts';

const tags = ['Guia'];

/** The yearly {product} of a unit: start, read, answer, finish, and the user's finished questionnaires. */
export const questionarioRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cicloRoutes);
  await app.register(aplicadorRoutes);
  await app.register(leituraERespostaRoutes);
};

/** Start and finish. */
const cicloRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Guia/Questionario',
    {
      schema: {
        tags,
        summary: 'Inicia um preenchimento do Guia (guia_id: a edição) para uma unidade',
        body: questionarioStartBody,
        response: {
          201: dataResponse(questionarioStarted),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await iniciarQuestionario(app.db, actor, request.body);
      return reply.status(201).send({ data: { questionario: { id } }, message: 'Preenchimento iniciado' });
    },
  );

  app.put(
    '/Guia/Questionario',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary: 'Finaliza o preenchimento (irreversível) e guarda o resultado por princípio',
        description: DESCRICAO_IDEMPOTENTE,
        body: questionarioFinishBody,
        response: respostasIdempotentes({
          200: dataResponse(questionarioFinalizado),
          400: questionarioIncompleto,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        }),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { objeto_id, guia_id, questionario_id } = request.body;
      const result = await finalizar(
        app.db,
        actor,
        { objetoId: objeto_id, edicaoId: guia_id, questionarioId: questionario_id },
        aoConfirmar(request),
      );
      if (!result.ok) {
        const message = MENSAGENS.respostasInsuficientes;
        return reply.status(400).send({
          error: message,
          clientMessage: message,
          code: 'respostas_insuficientes',
          fields: {
            questionario_id: `Você respondeu ${result.respondidas} de ${result.total} indicadores.`,
          },
          respondidas: result.respondidas,
          total: result.total,
        });
      }
      app.comparativo.avisarFinalizacao(guia_id);
      return {
        data: {
          questionario: {
            id: result.id,
            finalizado: true as const,
            finalizadoem: result.finalizadoEm.toISOString(),
          },
        },
        message: 'Guia finalizado com sucesso',
      };
    },
  );
};

/** The accredited applicator question (screen 11). */
const aplicadorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Guia/Questionario/Orientacao',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary: 'Registra o aplicador credenciado que orienta o preenchimento de um questionário aberto',
        description: DESCRICAO_IDEMPOTENTE,
        body: orientacaoBody,
        response: respostasIdempotentes({
          200: dataResponse(orientacaoSalva),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        }),
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const saved = await registrarOrientacao(app.db, actor, request.body.orientado, aoConfirmar(request));
      return {
        data: presentOrientacao(saved),
        message: 'Dados do aplicador registrados com sucesso. Bom preenchimento!',
      };
    },
  );

  // Beside the spec's call (kept as written): 'Não' is recorded too, so no other device asks again.
  app.post(
    '/Guia/Questionario/Orientacao/Recusa',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary:
          "Registra o 'Não' à pergunta do aplicador credenciado, para não perguntar de novo em outro aparelho",
        description: DESCRICAO_IDEMPOTENTE,
        body: orientacaoRecusaBody,
        response: respostasIdempotentes({
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        }),
      },
    },
    async (request) => {
      await recusarOrientacao(
        app.db,
        currentUser(request),
        request.body.questionario_id,
        aoConfirmar(request),
      );
      return { data: null, message: 'Resposta registrada.' };
    },
  );
};

/** The finished list, an answer's save, and the structure with the answers. */
const leituraERespostaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Questionario',
    {
      schema: {
        tags,
        summary: 'Questionários finalizados do usuário (menu RELATÓRIOS)',
        response: {
          200: dataResponse(z.array(questionarioRelatorio)),
          401: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const rows = await questionariosFinalizados(app.db, actor);
      return { data: rows.map(presentRelatorio) };
    },
  );

  app.post(
    '/Guia/Resposta',
    {
      // The session is checked inside the save's own statement (one round trip); input that fails
      // validation still meets the usual session check first (`sessaoSemConsulta`).
      config: { sessaoNaConsulta: true },
      attachValidation: true,
      // Its answer is ~120 bytes, under the compression threshold: skip the plugin's hooks on the
      // hottest write (4-5% of the server's CPU under load).
      compress: false,
      schema: {
        tags,
        summary: 'Salva a resposta a um indicador (nivel_id nulo apaga a resposta)',
        description:
          'Aceita o cabeçalho Idempotency-Key (UUID): a mesma chave com o mesmo corpo responde o primeiro ' +
          'resultado de novo (data.replay) sem alterar nada; com outro corpo, 422. versao_base (opcional) ' +
          'recusa com 409 conflito_resposta uma resposta que mudou em outro aparelho.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: respostaBody,
        response: {
          200: dataResponse(respostaSalva),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: z.union([conflitoResposta, errorResponse]),
          422: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      let chave: string | null;
      try {
        if (request.validationError) throw request.validationError;
        chave = chaveDoCabecalho(request);
      } catch (error) {
        // Refused input still meets the usual session check first (401/403 before 400).
        await app.sessaoSemConsulta(request);
        throw error;
      }
      return responder(app.db, request, request.body, chave);
    },
  );

  app.get(
    '/Guia/:objetoId/:edicaoId/:questionarioId',
    {
      schema: {
        tags,
        summary: 'Estrutura do Guia para a categoria da unidade, com as respostas do questionário',
        params: guiaParams,
        response: {
          200: dataResponse(guiaEstrutura),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { objetoId, edicaoId, questionarioId } = request.params;
      const q = await questionarioParaLeitura(app.db, actor, { objetoId, edicaoId, questionarioId });
      return { data: presentEstrutura(await estruturaDoQuestionario(app.db, q)) };
    },
  );
};
