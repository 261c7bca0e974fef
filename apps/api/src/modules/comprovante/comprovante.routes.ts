import { comprovanteParams, comprovanteVerificado, dataResponse, errorResponse } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { presentComprovante } from './comprovante.presenter.ts';
import { buscarComprovante, MENSAGENS_COMPROVANTE } from './comprovante.service.ts';

/** Public confirmation of a proof of filling (no token): anyone holding the printed code may check it. */
export const comprovanteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Comprovante/:codigo',
    {
      schema: {
        tags: ['Comprovante'],
        summary: 'Confirma um comprovante de preenchimento pelo código de verificação (público, sem notas)',
        params: comprovanteParams,
        response: {
          200: dataResponse(comprovanteVerificado),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request) => {
      const limiter = app.rateLimiter;
      // Per IP, like the other public endpoints: codes are not guessable, but lookups are not free.
      await limiter.hit(
        `ip:comprovante:${request.ip}`,
        limiter.config.perIp,
        MENSAGENS_COMPROVANTE.muitasTentativas,
      );
      const encontrado = await buscarComprovante(app.db, request.params.codigo);
      if (!encontrado) throw notFound(MENSAGENS_COMPROVANTE.naoEncontrado);
      return { data: presentComprovante(encontrado) };
    },
  );
};
