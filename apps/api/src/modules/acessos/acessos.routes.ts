import { acessosPagina, acessosQuery, dataResponse, errorStatuses } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listarAcessos } from './acessos.service.ts';

/** 'Quem acessou meus dados' in Configurações (issue 18 §3): the caller's own data only. */
export const acessosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Acessos',
    {
      schema: {
        tags: ['Configurações'],
        summary: 'Quem acessou meus dados: atos de administradores e técnicos sobre os dados do usuário',
        querystring: acessosQuery,
        response: { 200: dataResponse(acessosPagina), ...errorStatuses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listarAcessos(app.db, currentUser(request).id, request.query) }),
  );
};
