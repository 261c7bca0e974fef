import {
  adminTecnicoItem,
  adminTecnicoList,
  adminTecnicoListQuery,
  adminTecnicoParams,
  dataResponse,
  errorStatuses,
  MENSAGENS_ADMIN_TECNICO,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listarTecnicos, tecnicoDaLista } from './admin-tecnicos.consultas.ts';
import { presentAdminTecnico } from './admin-tecnicos.presenter.ts';
import { credenciar, suspender } from './admin-tecnicos.service.ts';

const tags = ['Admin'];

/** The admin area's 'Técnicos' (issue 18 §1): the list, and the decisions on an accreditation (audited). */
export const adminTecnicosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Admin/Tecnicos',
    {
      schema: {
        tags,
        summary:
          'Técnicos e pedidos de credenciamento, paginados: busca por nome, CPF ou instituição (sem acentos nem maiúsculas); filtros de situação e UF; ordem por nome, instituição, UF, situação, data do pedido ou autorizações ativas',
        querystring: adminTecnicoListQuery,
        response: { 200: adminTecnicoList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await listarTecnicos(app.db, request.query);
      return { data: { items: page.items.map(presentAdminTecnico), pagination: page.pagination } };
    },
  );

  for (const [caminho, decidir, mensagens, summary] of [
    [
      'Credenciar',
      credenciar,
      [MENSAGENS_ADMIN_TECNICO.credenciado, MENSAGENS_ADMIN_TECNICO.jaCredenciado],
      'Credencia um técnico pendente ou suspenso (auditado; ele é avisado). Já credenciado: nada muda',
    ],
    [
      'Suspender',
      suspender,
      [MENSAGENS_ADMIN_TECNICO.suspenso, MENSAGENS_ADMIN_TECNICO.jaSuspenso],
      'Suspende um técnico: todas as autorizações dele deixam de valer na hora (auditado; ele é avisado). Já suspenso: nada muda',
    ],
  ] as const) {
    app.post(
      `/Admin/Tecnicos/:id/${caminho}`,
      {
        schema: {
          tags,
          summary,
          params: adminTecnicoParams,
          response: { 200: dataResponse(adminTecnicoItem), ...errorStatuses(400, 401, 404, 503) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const mudou = await decidir(app.db, currentUser(request).id, id);
        const linha = await tecnicoDaLista(app.db, id);
        if (!linha) throw notFound(MENSAGENS_ADMIN_TECNICO.naoEncontrado);
        return { data: presentAdminTecnico(linha), message: mudou ? mensagens[0] : mensagens[1] };
      },
    );
  }
};
