import { dataResponse, errorResponse, idParam, onboardingSlide, textoLegal } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { presentOnboardingSlide, presentTextoLegal } from './conteudo.presenter.ts';
import {
  findDocumentoLegal,
  findOnboarding,
  listOnboarding,
  type TipoDocumentoLegal,
} from './conteudo.service.ts';

/** An uploaded image is shown by <img>; opened on its own it must not run anything (e.g. an SVG). */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Public content: terms of use, privacy policy and the onboarding slides. */
export const conteudoRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentos: [path: string, tipo: TipoDocumentoLegal, summary: string][] = [
    ['/TermosUso', 'termos', 'Termos de uso (HTML sanitizado)'],
    ['/PoliticaPrivacidade', 'privacidade', 'Política de privacidade (HTML sanitizado)'],
  ];
  for (const [path, tipo, summary] of documentos) {
    app.get(
      path,
      {
        schema: {
          tags: ['Conteúdo'],
          summary,
          response: { 200: dataResponse(textoLegal), 404: errorResponse, 500: errorResponse },
        },
      },
      async () => {
        const row = await findDocumentoLegal(app.db, tipo);
        if (!row) throw notFound('Documento não encontrado');
        return { data: presentTextoLegal(row) };
      },
    );
  }

  app.get(
    '/Onboarding',
    {
      schema: {
        tags: ['Conteúdo'],
        summary: 'Slides de boas-vindas, em ordem',
        response: { 200: dataResponse(z.array(onboardingSlide)), 500: errorResponse },
      },
    },
    async () => {
      const rows = await listOnboarding(app.db);
      return { data: rows.map(presentOnboardingSlide) };
    },
  );

  app.get(
    '/Onboarding/:id/imagem',
    {
      schema: {
        tags: ['Conteúdo'],
        summary: 'Imagem de um slide de boas-vindas',
        params: idParam,
        response: {
          200: z.unknown().describe('O arquivo da imagem, com o seu tipo de conteúdo'),
          400: errorResponse,
          404: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await findOnboarding(app.db, request.params.id);
      const stream = row ? await app.fileStore.get(row.arquivo) : null;
      if (!row || !stream) throw notFound('Imagem não encontrada');
      return reply
        .header('content-type', row.tipoConteudo)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', IMAGE_CSP)
        .send(stream);
    },
  );
};
