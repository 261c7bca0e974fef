import { adminEstatisticas, adminEstatisticasBody, dataResponse, errorStatuses } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { presentEstatisticas } from './estatisticas.presenter.ts';
import { calcularEstatisticas, filtrosDe, listarCategorias } from './estatisticas.service.ts';

const CATEGORIA_INVALIDA = 'Categoria inválida';

/** POST Admin/Estatisticas: the statistics screen's numbers, from the rollup (docs/decisions.md). */
export const adminEstatisticasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Admin/Estatisticas',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Estatísticas de cadastros e resultados, por categoria, UF e intervalo',
        body: adminEstatisticasBody,
        response: { 200: dataResponse(adminEstatisticas), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const filtros = filtrosDe(request.body);
      const categorias = await listarCategorias(app.db);
      if (filtros.categoria !== null && !categorias.some((c) => c.id === filtros.categoria)) {
        throw badRequest(CATEGORIA_INVALIDA, { categoria: CATEGORIA_INVALIDA }, 'validation_error');
      }
      const estatisticas = await calcularEstatisticas(app.db, filtros, categorias, app.now());
      return { data: presentEstatisticas(estatisticas) };
    },
  );
};
