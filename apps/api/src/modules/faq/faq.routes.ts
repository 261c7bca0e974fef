import { errorStatuses, faqResponse } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentFaqTopico } from './faq.presenter.ts';
import { listarFaq } from './faq.service.ts';

/** GET Faq: the help topics and their questions, in the administrators' order (signed-in users). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Faq',
    {
      schema: {
        tags: ['Ajuda'],
        summary: 'Perguntas frequentes: tópicos em ordem, cada um com as suas perguntas',
        response: { 200: faqResponse, ...errorStatuses(401, 403) },
      },
    },
    async () => ({ data: (await listarFaq(app.db)).map(presentFaqTopico) }),
  );
};
