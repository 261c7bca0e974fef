import {
  adminApoio,
  adminApoioBody,
  adminEstrutura,
  adminEstruturaBody,
  adminEvidenciaBody,
  adminGuiaAnoBody,
  adminGuiaDetalhe,
  adminGuiaDisponibilizarBody,
  adminGuiaHistorico,
  adminGuiaHistoricoQuery,
  adminGuiaItem,
  adminGuiaList,
  adminGuiaListQuery,
  adminGuiaParams,
  adminGuiaPrincipioParams,
  adminTituloBody,
  dataResponse,
  errorStatuses,
  idParam,
  messageResponse,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { lerEstruturaDoPrincipio } from './admin-guia.estrutura.ts';
import {
  presentApoio,
  presentEstrutura,
  presentGuiaDetalhe,
  presentGuiaItem,
  presentHistorico,
} from './admin-guia.presenter.ts';
import { salvarEstrutura } from './admin-guia.salvar-estrutura.ts';
import {
  criarEdicao,
  detalharEdicao,
  disponibilizarEdicao,
  duplicarEdicao,
  excluirEdicao,
  historicoDaEdicao,
  lerEdicao,
  listarEdicoes,
  MENSAGENS,
} from './admin-guia.service.ts';
import { editarTexto, excluirApoio, inserirApoio } from './admin-guia.textos.ts';
import { etagDaEstrutura, versoesDoIfMatch } from './estrutura-etag.ts';

const tags = ['Admin'];

/** The versions a structure save may overwrite: those of If-Match and of the body's `versao` (both when both). */
function versoesAceitas(ifMatch: string | undefined, principioId: number, versaoDoCorpo: number | undefined) {
  const doCabecalho = versoesDoIfMatch(ifMatch, principioId);
  if (versaoDoCorpo === undefined) return doCabecalho;
  return doCabecalho === undefined ? [versaoDoCorpo] : doCabecalho.filter((v) => v === versaoDoCorpo);
}

/** The editions: the list, a new or duplicated one, an edition's principle cards and history. */
const edicoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/Guia',
    {
      schema: {
        tags,
        summary:
          'Edições do Guia, paginadas: ordem por ano (padrão: mais recente primeiro), total respondido ou disponibilidade',
        querystring: adminGuiaListQuery,
        response: { 200: adminGuiaList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await listarEdicoes(app.db, request.query);
      return { data: { items: page.items.map(presentGuiaItem), pagination: page.pagination } };
    },
  );

  app.post(
    '/Admin/Guia',
    {
      schema: {
        tags,
        summary: 'Cadastra o Guia de um ano (rascunho, com os cinco princípios e sem critérios)',
        body: adminGuiaAnoBody,
        response: { 201: dataResponse(adminGuiaItem), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const id = await criarEdicao(app.db, currentUser(request).id, request.body.ano);
      return reply
        .status(201)
        .send({ data: presentGuiaItem(await lerEdicao(app.db, id)), message: MENSAGENS.criado });
    },
  );

  app.post(
    '/Admin/Guia/:productId',
    {
      schema: {
        tags,
        summary:
          'Duplica o Guia para outro ano (cópia completa, em rascunho; cada indicador mantém a sua chave de linhagem)',
        params: adminGuiaParams,
        body: adminGuiaAnoBody,
        response: { 201: dataResponse(adminGuiaItem), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const id = await duplicarEdicao(
        app.db,
        currentUser(request).id,
        request.params.productId,
        request.body.ano,
      );
      return reply
        .status(201)
        .send({ data: presentGuiaItem(await lerEdicao(app.db, id)), message: MENSAGENS.duplicado });
    },
  );

  app.get(
    '/Admin/Guia/:productId',
    {
      schema: {
        tags,
        summary: 'O Guia e os cartões dos seus princípios (com o total de perguntas)',
        params: adminGuiaParams,
        response: { 200: dataResponse(adminGuiaDetalhe), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => ({ data: presentGuiaDetalhe(await detalharEdicao(app.db, request.params.productId)) }),
  );

  app.get(
    '/Admin/Guia/:productId/Historico',
    {
      schema: {
        tags,
        summary: 'O histórico de alterações do Guia (auditoria, mais recentes primeiro)',
        params: adminGuiaParams,
        querystring: adminGuiaHistoricoQuery,
        response: { 200: adminGuiaHistorico, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await historicoDaEdicao(app.db, request.params.productId, request.query);
      return { data: { items: page.items.map(presentHistorico), pagination: page.pagination } };
    },
  );
};

/** 'Disponibilizar', 'Fechar' and deleting an edition. */
const cicloDaEdicaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/Admin/Guia/:productId',
    {
      schema: {
        tags,
        summary:
          "'Disponibilizar' (true: os produtores passam a vê-lo) ou 'Fechar' (false). Só disponibiliza um Guia em que todo princípio tem indicador e todo indicador tem nível com peso maior que zero",
        params: adminGuiaParams,
        body: adminGuiaDisponibilizarBody,
        response: { 200: dataResponse(adminGuiaItem), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const { disponibilizar } = request.body;
      const { mudou } = await disponibilizarEdicao(
        app.db,
        currentUser(request).id,
        productId,
        disponibilizar,
      );
      const message = disponibilizar
        ? mudou
          ? MENSAGENS.disponibilizado
          : MENSAGENS.jaDisponivel
        : mudou
          ? MENSAGENS.fechado
          : MENSAGENS.jaFechado;
      return { data: presentGuiaItem(await lerEdicao(app.db, productId)), message };
    },
  );

  app.delete(
    '/Admin/Guia/:productId',
    {
      schema: {
        tags,
        summary: 'Exclui um Guia que ninguém começou a responder (com questionários: use Fechar)',
        params: adminGuiaParams,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      await excluirEdicao(app.db, currentUser(request).id, request.params.productId);
      app.relatorioCache.invalidar(request.params.productId);
      return { data: null, message: MENSAGENS.excluido };
    },
  );
};

/** A principle's whole structure, read and saved at once. */
const estruturaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/Guia/:productId/Indicador/:principioId',
    {
      schema: {
        tags,
        summary: 'A estrutura de um princípio: critérios, indicadores, níveis e materiais de apoio, em ordem',
        params: adminGuiaPrincipioParams,
        response: { 200: dataResponse(adminEstrutura), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { productId, principioId } = request.params;
      const estrutura = await lerEstruturaDoPrincipio(app.db, productId, principioId);
      reply
        .header('etag', etagDaEstrutura(principioId, estrutura.versao))
        .header('cache-control', 'no-cache');
      return { data: presentEstrutura(estrutura) };
    },
  );

  app.post(
    '/Admin/Guia/:productId/Indicador/:principioId',
    {
      schema: {
        tags,
        summary:
          'Salva a estrutura inteira do princípio numa transação: a lista de critérios (ou { versao, criterios }); códigos renumerados pela ordem; o que falta é excluído. Com If-Match (o ETag do GET), recusa uma versão desatualizada (409); com questionários, recusa qualquer mudança além dos textos',
        params: adminGuiaPrincipioParams,
        body: adminEstruturaBody,
        response: { 200: dataResponse(adminEstrutura), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const { productId, principioId } = request.params;
      const corpo = Array.isArray(request.body) ? { criterios: request.body } : request.body;
      const estrutura = await salvarEstrutura(
        app.db,
        currentUser(request).id,
        productId,
        principioId,
        corpo,
        versoesAceitas(request.headers['if-match'], principioId, corpo.versao),
      );
      app.relatorioCache.invalidar(productId);
      reply.header('etag', etagDaEstrutura(principioId, estrutura.versao));
      return { data: presentEstrutura(estrutura), message: MENSAGENS.atualizado };
    },
  );
};

/** The texts and support links of an indicator's support page. */
const textosRoutes: FastifyPluginAsyncZod = async (app) => {
  const textos = [
    ['nivel', adminTituloBody, 'A descrição de um nível'],
    ['indicador', adminTituloBody, 'O título de um indicador'],
    ['evidencia', adminEvidenciaBody, 'O exemplo de evidência de um indicador'],
  ] as const;
  for (const [tipo, body, resumo] of textos) {
    app.patch(
      `/Admin/Guia/update/${tipo}`,
      {
        schema: {
          tags,
          summary: `${resumo} (um texto: permitido mesmo com o Guia já respondido)`,
          body,
          response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const b = request.body as { id: number; titulo?: string; evidencia?: string };
        const edicaoId = await editarTexto(
          app.db,
          currentUser(request).id,
          tipo,
          b.id,
          b.titulo ?? b.evidencia ?? '',
        );
        app.relatorioCache.invalidar(edicaoId);
        return { data: null, message: MENSAGENS.atualizado };
      },
    );
  }

  app.post(
    '/Admin/Guia/apoio/add',
    {
      schema: {
        tags,
        summary:
          'Insere um material de apoio num indicador, para uma das categorias do indicador (endereço http/https)',
        body: adminApoioBody,
        response: { 201: dataResponse(adminApoio), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const { apoio, edicaoId } = await inserirApoio(app.db, currentUser(request).id, request.body);
      app.relatorioCache.invalidar(edicaoId);
      return reply.status(201).send({ data: presentApoio(apoio), message: MENSAGENS.apoioInserido });
    },
  );

  app.delete(
    '/Admin/Guia/apoio/delete/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um material de apoio',
        params: idParam,
        response: { 200: messageResponse, ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const edicaoId = await excluirApoio(app.db, currentUser(request).id, request.params.id);
      app.relatorioCache.invalidar(edicaoId);
      return { data: null, message: MENSAGENS.apoioExcluido };
    },
  );
};

/**
 * Editions of the Guia and their indicator structure (admin §2.7-§2.8). Rules in docs/decisions.md
 * 'Editions and the indicator structure'. Every change is audited in its transaction; every edit of
 * texts or structure drops this instance's report cache after the commit (other instances notice
 * the edition's new revision).
 */
export const adminGuiaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(edicoesRoutes);
  await app.register(cicloDaEdicaoRoutes);
  await app.register(estruturaRoutes);
  await app.register(textosRoutes);
};
