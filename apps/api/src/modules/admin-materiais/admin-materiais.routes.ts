import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriasRoutes } from './categorias.routes.ts';
import { materiaisRoutes } from './materiais.routes.ts';
import { temasRoutes } from './temas.routes.ts';
import { tiposRoutes } from './tipos.routes.ts';

/**
 * Administrators keep the support-material library (admin spec §2.9): themes, the material types
 * of a theme, the materials (files or links) of a type, and the platform's categories; each
 * resource has its own routes and service.
 */
export const adminMateriaisRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(temasRoutes);
  await app.register(tiposRoutes);
  await app.register(materiaisRoutes);
  await app.register(categoriasRoutes);
};
