import {
  comparativoQuery,
  desempenhoParams,
  desempenhoQuery,
  relatorioParams,
  relatorioQuery,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PdfAuditado } from '../auditoria/auditoria.service.ts';
import { codigoDoComprovante } from '../comprovante/comprovante.service.ts';
import { planoAvaliadoPor } from '../plano-acao/plano-acao.consultas.ts';
import { presentPlano } from '../plano-acao/plano-acao.presenter.ts';
import { carregarComparativo } from '../relatorio/relatorio.comparativo.ts';
import {
  presentComparativo,
  presentCompleto,
  presentDesempenho,
  presentPrioridades,
  presentQuestionario,
} from '../relatorio/relatorio.presenter.ts';
import {
  carregarCabecalho,
  carregarCompleto,
  carregarDesempenho,
  carregarPrioridades,
} from '../relatorio/relatorio.service.ts';
import { slug } from './pdf-format.ts';
import { criarServidorDePdf, respostasPdf } from './pdf-servir.ts';
import { rotasDoPlano } from './plano-acao.pdf.routes.ts';

const tags = ['PDF'];

const edicaoParams = z.object({
  objetoId: desempenhoParams.shape.objetoId,
  edicaoId: desempenhoParams.shape.edicaoId,
});

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every PDF route shares: the settings, the PDF server and the edition texts. */
interface Contexto {
  config: Config;
  produto: string;
  cache: App['relatorioCache'];
  pdfs: ReturnType<typeof criarServidorDePdf>;
}

// An administrator's read of another user's PDF is recorded (by the gate) before it is rendered.
/**
 * The previous plan as this questionnaire judged it ('Metas do ciclo anterior'), read once the
 * report's own access check passed (the report's audit row covers it); null when it judged none.
 */
async function metasDoCicloDe(db: Database, cab: { objetoId: number; questionarioId: number }) {
  const plano = await planoAvaliadoPor(db, cab.objetoId, cab.questionarioId);
  return plano ? presentPlano(plano) : null;
}

const leituraDoPdf = (qual: PdfAuditado) => ({ acao: 'relatorio.pdf.baixar' as const, pdf: qual });

/** The PDFs of §7: proof of filling, performance, generated, complete, priorities and comparative reports. */
export const pdfRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Rendered in worker threads (pdfkit and its fonts load there, on the first PDF), stored once.
  // At most PDF_PEDIDOS_POR_USUARIO PDF requests of one user at once (load and render): beyond, 429.
  const pdfs = criarServidorDePdf({
    fileStore: app.fileStore,
    pool: app.pdfPool,
    limitePorUsuario: config.PDF_PEDIDOS_POR_USUARIO,
    log: app.log,
  });
  const ctx: Contexto = { config, produto: config.PRODUCT_NAME, cache: app.relatorioCache, pdfs };
  rotasDoDesempenho(app, ctx);
  rotasDoGabarito(app, ctx);
  rotasDoPlano(app, { produto: ctx.produto, pdfs });
};

/** The proof of filling, the performance PDF and the generated report (the performance PDF retitled). */
function rotasDoDesempenho(app: App, { config, produto, cache, pdfs }: Contexto) {
  app.get(
    '/Guia/Report/:objetoId/:edicaoId',
    {
      schema: {
        tags,
        summary:
          'Comprovante de preenchimento do último Guia finalizado da edição (sem notas), com código de verificação',
        params: edicaoParams,
        querystring: relatorioQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const cab = await carregarCabecalho(app.db, actor, leituraDoPdf('comprovante'), {
          ...request.params,
          userId: request.query.user_id,
        });
        const codigo = await codigoDoComprovante(app.db, cab.questionarioId);
        return pdfs.servir(request, reply, {
          tipo: 'comprovante',
          dono: cab,
          nome: `comprovante-${slug(cab.nomeunidade)}-${cab.ano}`,
          guardar: true,
          trabalho: {
            tipo: 'comprovante',
            args: [
              {
                produto,
                unidade: cab.nomeunidade,
                municipio: cab.cidade,
                uf: cab.uf,
                proprietario: cab.nome,
                ano: cab.ano,
                finalizadoem: cab.finalizadoEm,
                questionarioId: cab.questionarioId,
                codigo,
                // Never from the request's Host or X-Forwarded-Host: a forged header would print a forged site.
                urlVerificacao: `${config.publicUrl}/comprovante/${codigo}`,
              },
            ],
          },
        });
      });
    },
  );

  app.get(
    '/Relatorio/Desempenho/:objetoId/:edicaoId',
    {
      schema: {
        tags,
        summary: 'Relatório de desempenho em PDF do último Guia finalizado da edição (ou de questionario_id)',
        params: desempenhoParams,
        querystring: desempenhoQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const { questionario_id, user_id } = request.query;
        const desempenho = await carregarDesempenho(
          app.db,
          actor,
          leituraDoPdf('desempenho'),
          { ...request.params, questionarioId: questionario_id, userId: user_id },
          cache,
        );
        const rel = presentDesempenho(desempenho);
        const metasDoCiclo = await metasDoCicloDe(app.db, desempenho.cabecalho);
        return pdfs.servir(request, reply, {
          tipo: 'desempenho',
          dono: desempenho.cabecalho,
          nome: `desempenho-${slug(rel.unidade.nomeunidade)}-${rel.questionario.ano}`,
          guardar: true,
          trabalho: { tipo: 'desempenho', args: [rel, { produto, metasDoCiclo }] },
        });
      });
    },
  );

  app.get(
    '/Guia/Report/Generate/:objetoId/:edicaoId/:questionarioId',
    {
      schema: {
        tags,
        summary: 'Relatório gerado de um Guia finalizado em PDF',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const desempenho = await carregarDesempenho(
          app.db,
          actor,
          leituraDoPdf('relatorio'),
          { ...request.params, userId: request.query.user_id },
          cache,
        );
        const rel = presentDesempenho(desempenho);
        const metasDoCiclo = await metasDoCicloDe(app.db, desempenho.cabecalho);
        return pdfs.servir(request, reply, {
          tipo: 'relatorio',
          dono: desempenho.cabecalho,
          nome: `relatorio-${slug(rel.unidade.nomeunidade)}-${rel.questionario.ano}-${rel.questionario.id}`,
          guardar: true,
          trabalho: {
            tipo: 'desempenho',
            args: [rel, { produto, titulo: `Relatório do ${produto}`, metasDoCiclo }],
          },
        });
      });
    },
  );
}

/** The complete, priorities and comparative PDFs. */
function rotasDoGabarito(app: App, { config, produto, cache, pdfs }: Contexto) {
  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/completo/pdf',
    {
      schema: {
        tags,
        summary: 'Relatório completo em PDF',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const completo = await carregarCompleto(
          app.db,
          actor,
          leituraDoPdf('completo'),
          { ...request.params, userId: request.query.user_id },
          cache,
        );
        const rel = presentCompleto(completo);
        return pdfs.servir(request, reply, {
          tipo: 'completo',
          dono: completo.cabecalho,
          nome: `completo-${slug(rel.unidade.nomeunidade)}-${rel.questionario.ano}`,
          guardar: true,
          trabalho: { tipo: 'completo', args: [rel, { produto }] },
        });
      });
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/prioridades/pdf',
    {
      schema: {
        tags,
        summary: 'Indicadores prioritários em PDF',
        params: relatorioParams,
        querystring: relatorioQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const prioridades = await carregarPrioridades(
          app.db,
          actor,
          leituraDoPdf('prioridades'),
          { ...request.params, userId: request.query.user_id },
          cache,
        );
        const rel = presentPrioridades(prioridades);
        return pdfs.servir(request, reply, {
          tipo: 'prioridades',
          dono: prioridades.cabecalho,
          nome: `prioridades-${slug(rel.unidade.nomeunidade)}-${rel.questionario.ano}`,
          guardar: true,
          trabalho: { tipo: 'prioridades', args: [rel, { produto }] },
        });
      });
    },
  );

  app.get(
    '/Objeto/:objetoId/:edicaoId/:questionarioId/comparativo/pdf',
    {
      schema: {
        tags,
        summary:
          'Relatório comparativo em PDF (mesmo grupo e mesmos números da tela; o alerta quando o grupo é pequeno)',
        params: relatorioParams,
        querystring: comparativoQuery,
        response: respostasPdf,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return pdfs.umPorVez(actor.id, async () => {
        const { grupo, user_id } = request.query;
        const c = await carregarComparativo(
          app.db,
          actor,
          leituraDoPdf('comparativo'),
          { ...request.params, userId: user_id },
          {
            grupo,
            regras: {
              minUnidades: config.COMPARATIVO_MIN_UNIDADES,
              carenciaDias: config.COMPARATIVO_CARENCIA_DIAS,
              agora: app.now(),
            },
            produto,
          },
          cache,
        );
        const rel = presentComparativo(c, grupo, produto);
        const questionario = presentQuestionario(c.cabecalho);
        // Not stored: it changes with the group's snapshot. The ETag still spares a phone the body.
        return pdfs.servir(request, reply, {
          tipo: `comparativo-${grupo}`,
          dono: c.cabecalho,
          nome: `comparativo-${slug(grupo)}-${slug(rel.unidade.nomeunidade)}-${questionario.ano}`,
          guardar: false,
          trabalho: { tipo: 'comparativo', args: [rel, questionario, { produto }] },
        });
      });
    },
  );
}
