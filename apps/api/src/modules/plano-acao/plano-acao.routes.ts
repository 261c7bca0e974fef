import {
  dataResponse,
  errorResponse,
  errorStatuses,
  hojeEm,
  idParam,
  itemPlano,
  itemPlanoUpdateBody,
  MENSAGENS_PLANO,
  messageResponse,
  planoAcao,
  planoAcaoBody,
  planoAvaliacaoParams,
  planoAvaliado,
  planoItemParams,
  planoObjetoParams,
  planosDaUnidade,
  registroPlano,
  registroPlanoBody,
} from '@guia/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { descartarArquivo } from '../arquivos/receber-formulario.ts';
import { receberUpload } from '../arquivos/receber-upload.ts';
import { abrirPortasDeUpload } from '../arquivos/uploads.plugin.ts';
import {
  aoConfirmar,
  DESCRICAO_IDEMPOTENTE,
  responderSemAgir,
  respostasIdempotentes,
  tomarChaveDaRequisicao,
} from '../idempotencia/idempotencia.plugin.ts';
import { lerChave } from '../idempotencia/idempotencia.service.ts';
import { planosDaUnidade as carregarPlanos, itensDosPlanos } from './plano-acao.consultas.ts';
import { presentItem, presentPlano, presentPlanoAvaliado, presentPlanos } from './plano-acao.presenter.ts';
import { baixarArquivoDoRegistro, registrarAndamento, registravel } from './plano-acao.registro.ts';
import {
  criarPlano,
  editarItem,
  itemParaAlterar,
  lerPlanoAvaliado,
  lerPlanos,
  removerItem,
} from './plano-acao.service.ts';

const tags = ['Plano de ação'];

/** A downloaded file is never rendered or run by the browser inside the app's origin. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/** 'Registrar andamento': a note and an optional file, through the one upload receiver (its own scope). */
const registroRoutes: FastifyPluginAsyncZod = async (escopo) => {
  await abrirPortasDeUpload(escopo, { multipart: true });
  const envio = escopo.withTypeProvider<ZodTypeProvider>();
  envio.post(
    '/PlanoAcao/Item/:id/Registro',
    {
      config: { idempotente: 'fluxo' },
      schema: {
        tags,
        summary:
          "Registra o andamento de uma ação (multipart/form-data: `nota` e um arquivo opcional em `arquivo`; ou JSON: `nota`, `imagem` em data URL base64 e `nomearquivo`); uma ação 'planejada' passa a 'em andamento'",
        description: `${DESCRICAO_IDEMPOTENTE} A impressão do envio é a nota com o nome, o tipo e o tamanho do arquivo.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: planoItemParams,
        body: registroPlanoBody,
        response: respostasIdempotentes({
          201: dataResponse(registroPlano),
          ...errorStatuses(400, 401, 404, 409, 411, 413, 415, 503),
        }),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const chave = request.idempotencia?.chave;
      // Before a byte of the body is read: another user's item is a 404, a closed one a 409; a key
      // already seen is judged on the body first (its repeat answers again, as the evidence upload).
      const item = await itemParaAlterar(escopo.db, actor, 'plano.item.registrar', request.params.id);
      const jaVista = chave !== undefined && (await lerChave(escopo.db, actor.id, chave)) !== null;
      if (!jaVista) registravel(item);
      const recebido = await receberUpload(request, {
        fileStore: escopo.fileStore,
        uploads: escopo.uploads,
        finalidade: 'evidencia',
        campoDoArquivo: 'arquivo',
        campos: ['nota'],
      });
      try {
        const campos = registroPlanoBody.safeParse(recebido.campos);
        if (!campos.success) {
          const mensagem = campos.error.issues[0]?.message ?? MENSAGENS_PLANO.nota;
          throw badRequest(mensagem, { nota: mensagem }, 'validation_error');
        }
        const { arquivo } = recebido;
        const tomada = await tomarChaveDaRequisicao(
          escopo.db,
          request,
          {
            nota: campos.data.nota,
            arquivo: arquivo && { nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho },
          },
          escopo.now(),
        );
        if (tomada && tomada.tipo !== 'reservada') return responderSemAgir(reply, tomada);
        registravel(item);
        const id = await registrarAndamento(
          escopo.db,
          { fileStore: escopo.fileStore, log: request.log },
          item,
          { nota: campos.data.nota, arquivo, usuarioId: actor.id, agora: escopo.now() },
          aoConfirmar(request),
        );
        const [atualizado] = await itensDosPlanos(escopo.db, [], [item.id]);
        const registro = presentItem(atualizado!).registros.find((r) => r.id === id)!;
        return reply.status(201).send({ data: registro, message: MENSAGENS_PLANO.registroSalvo });
      } finally {
        // A received file not moved to its place (a refusal, a repeat) is dropped; a stored one is gone from tmp.
        await descartarArquivo(escopo.fileStore, recebido.arquivo);
      }
    },
  );
};

/**
 * The action plan (issue 17 §1): a unit's plan read (owner, or an administrator on the owner's
 * behalf, audited), made, its items changed, progress recorded with a file, and the file read.
 */
export const planoAcaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Objeto/:objetoId/PlanoAcao',
    {
      schema: {
        tags,
        summary:
          'O plano de ação ativo da unidade e o último avaliado, com os desfechos (administradores: em nome do dono, auditado)',
        params: planoObjetoParams,
        response: { 200: dataResponse(planosDaUnidade), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const planos = await lerPlanos(app.db, currentUser(request), request.params.objetoId);
      return { data: presentPlanos(planos) };
    },
  );

  app.get(
    '/Objeto/:objetoId/PlanoAcao/Avaliacao/:questionarioId',
    {
      schema: {
        tags,
        summary:
          "O plano que um Guia finalizado avaliou ('Metas do ciclo anterior'), com os desfechos congelados, e se a unidade tem um plano ativo (administradores: em nome do dono, auditado)",
        params: planoAvaliacaoParams,
        response: { 200: dataResponse(planoAvaliado), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { objetoId, questionarioId } = request.params;
      const avaliado = await lerPlanoAvaliado(app.db, currentUser(request), objetoId, questionarioId);
      return { data: presentPlanoAvaliado(avaliado) };
    },
  );

  app.post(
    '/Objeto/:objetoId/PlanoAcao',
    {
      config: { idempotente: true },
      schema: {
        tags,
        summary:
          'Monta o plano de ação da unidade a partir de um questionário finalizado (um plano ativo por unidade: 409)',
        description: DESCRICAO_IDEMPOTENTE,
        params: planoObjetoParams,
        body: planoAcaoBody,
        response: respostasIdempotentes({
          201: dataResponse(planoAcao),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          500: errorResponse,
        }),
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { objetoId } = request.params;
      const hoje = hojeEm(app.now());
      await criarPlano(app.db, actor, objetoId, request.body, hoje, aoConfirmar(request));
      const { ativo } = await carregarPlanos(app.db, objetoId);
      return reply.status(201).send({ data: presentPlano(ativo!), message: MENSAGENS_PLANO.criado });
    },
  );

  app.put(
    '/PlanoAcao/Item/:id',
    {
      schema: {
        tags,
        summary:
          "Altera uma ação do plano: meta, prazo, o que vou fazer, responsável ou situação ('Marcar como concluída')",
        params: planoItemParams,
        body: itemPlanoUpdateBody,
        response: { 200: dataResponse(itemPlano), ...errorStatuses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const agora = app.now();
      const item = await editarItem(app.db, currentUser(request), request.params.id, request.body, {
        hoje: hojeEm(agora),
        instante: agora,
      });
      return { data: presentItem(item), message: MENSAGENS_PLANO.itemAtualizado };
    },
  );

  app.delete(
    '/PlanoAcao/Item/:id',
    {
      schema: {
        tags,
        summary: "Exclui uma ação 'planejada' e sem registros (as demais são canceladas: 409)",
        params: planoItemParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await removerItem(app.db, currentUser(request), request.params.id);
      return { data: null, message: MENSAGENS_PLANO.itemRemovido };
    },
  );

  app.get(
    '/PlanoAcao/Registro/:id/Arquivo',
    {
      schema: {
        tags,
        summary: 'Baixa o arquivo de um registro de andamento (do dono ou de um administrador, auditado)',
        params: idParam,
        response: {
          200: z.unknown().describe('O arquivo, como anexo, com o seu tipo de conteúdo'),
          ...errorStatuses(400, 401, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const arquivo = await baixarArquivoDoRegistro(
        app.db,
        app.fileStore,
        currentUser(request),
        request.params.id,
      );
      return reply
        .header('content-type', arquivo.mime)
        .header('content-disposition', contentDisposition(arquivo.nome, { padrao: 'registro' }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(arquivo.stream);
    },
  );

  await app.register(registroRoutes);
};
