import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets a scope's routes read multipart/form-data with `receberFormulario`. Registered per scope
 * (never globally), so only the upload routes accept that content type.
 */
export async function aceitarMultipart(escopo: FastifyInstance) {
  await escopo.register(multipart, { throwFileSizeLimit: true });
}
