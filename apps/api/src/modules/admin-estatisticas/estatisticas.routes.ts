import {
  adminEstatisticas,
  adminEstatisticasBody,
  adminEstatisticasPlanos,
  adminEstatisticasPlanosBody,
  dataResponse,
  errorStatuses,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { presentEstatisticas } from './estatisticas.presenter.ts';
import {
  type CategoriaRow,
  calcularEstatisticas,
  type FiltrosEstatisticas,
  filtrosDe,
  listarCategorias,
} from './estatisticas.service.ts';
import { presentPlanos } from './planos.presenter.ts';
import { contarPlanos } from './planos.service.ts';
import { sigiloDosPlanos } from './planos-sigilo.ts';

const CATEGORIA_INVALIDA = 'Categoria inválida';

/** The filters of the body, with the category checked against the table (400 per field, as the schema's). */
async function filtrosValidos(
  db: Database,
  body: Parameters<typeof filtrosDe>[0],
): Promise<{ filtros: FiltrosEstatisticas; categorias: CategoriaRow[] }> {
  const filtros = filtrosDe(body);
  const categorias = await listarCategorias(db);
  if (filtros.categoria !== null && !categorias.some((c) => c.id === filtros.categoria)) {
    throw badRequest(CATEGORIA_INVALIDA, { categoria: CATEGORIA_INVALIDA }, 'validation_error');
  }
  return { filtros, categorias };
}

/**
 * POST Admin/Estatisticas: the statistics screen's numbers, from the rollup; POST
 * Admin/Estatisticas/PlanosAcao: its action plans, under the confidentiality floor (docs/decisions.md).
 * Administrators only, as every /api/Admin/ route (plugins/auth.ts).
 */
export const adminEstatisticasRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
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
      const { filtros, categorias } = await filtrosValidos(app.db, request.body);
      const estatisticas = await calcularEstatisticas(app.db, filtros, categorias, app.now());
      return { data: presentEstatisticas(estatisticas) };
    },
  );

  app.post(
    '/Admin/Estatisticas/PlanosAcao',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Planos de ação: planos feitos, ações por princípio e indicador, metas atingidas',
        description:
          'Autoavaliação declarada pelo produtor. Um número calculado sobre menos de `minProdutores` ' +
          'produtores (donos de unidades) vem como null, com `oculto`.',
        body: adminEstatisticasPlanosBody,
        response: { 200: dataResponse(adminEstatisticasPlanos), ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const { filtros } = await filtrosValidos(app.db, request.body);
      // Read per request: the floor is the comparative's, one setting for every confidentiality rule.
      const min = config.COMPARATIVO_MIN_UNIDADES;
      const contagem = await contarPlanos(app.db, filtros, app.now(), min);
      const sigilo = sigiloDosPlanos({
        min,
        donosTotal: contagem.donos,
        donosPrincipiosAbaixo: contagem.donosPrincipiosAbaixo,
        principios: contagem.principios,
        indicadores: contagem.indicadores,
      });
      return { data: presentPlanos(contagem, sigilo, min) };
    },
  );
};
