import { planoObjetoParams } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPlano } from '../plano-acao/plano-acao.presenter.ts';
import { planoParaPdf } from '../plano-acao/plano-acao.service.ts';
import { slug } from './pdf-format.ts';
import { type criarServidorDePdf, respostasPdf } from './pdf-servir.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The action plan PDF (issue 17), served like the report PDFs: the same worker threads and the same
 * per-user limit. Never stored: the plan changes with every edit; the ETag still spares a phone the body.
 */
export function rotasDoPlano(
  app: App,
  { produto, pdfs }: { produto: string; pdfs: ReturnType<typeof criarServidorDePdf> },
) {
  app.get(
    '/Objeto/:objetoId/PlanoAcao/pdf',
    {
      schema: {
        tags: ['PDF'],
        summary:
          'O plano de ação ativo da unidade em PDF (autoavaliação declarada pelo produtor, nunca uma certificação)',
        params: planoObjetoParams,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const { plano, unidade, usuarioId } = await planoParaPdf(app.db, actor, request.params.objetoId);
        const apresentado = presentPlano(plano);
        return pdfs.servir(request, reply, {
          tipo: 'plano-acao',
          dono: { usuarioId, objetoId: plano.objetoId, questionarioId: plano.questionarioId },
          nome: `plano-de-acao-${slug(unidade.nomeunidade)}-${plano.ano}`,
          guardar: false,
          trabalho: { tipo: 'plano', args: [apresentado, unidade, { produto }] },
        });
      });
    },
  );
}
