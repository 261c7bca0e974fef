import { dataResponse, errorResponse, textoLegalAdmin, textoLegalBody } from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentTextoLegalAdmin } from './conteudo.presenter.ts';
import { findDocumentoLegal, saveDocumentoLegal, type TipoDocumentoLegal } from './conteudo.service.ts';
import { isBlankHtml, sanitizeTextoLegal } from './sanitize-texto-legal.ts';

/** Administrators edit the terms of use and the privacy policy. */
export const adminConteudoRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentos: [path: string, tipo: TipoDocumentoLegal, nome: string][] = [
    ['/Admin/TermosUso', 'termos', 'Termos de uso'],
    ['/Admin/PoliticaPrivacidade', 'privacidade', 'Política de privacidade'],
  ];
  for (const [path, tipo, nome] of documentos) {
    app.get(
      path,
      {
        schema: {
          tags: ['Admin'],
          summary: `${nome}: texto publicado e versão`,
          response: {
            200: dataResponse(textoLegalAdmin),
            401: errorResponse,
            404: errorResponse,
            500: errorResponse,
          },
        },
      },
      async () => {
        const row = await findDocumentoLegal(app.db, tipo);
        if (!row) throw notFound('Documento não encontrado');
        return { data: presentTextoLegalAdmin(row) };
      },
    );

    app.post(
      path,
      {
        schema: {
          tags: ['Admin'],
          summary: `${nome}: publica um novo texto (HTML, sanitizado; um texto diferente é uma nova versão, com o resumo 'O que mudou')`,
          body: textoLegalBody,
          response: {
            200: dataResponse(textoLegalAdmin),
            400: errorResponse,
            401: errorResponse,
            404: errorResponse,
            500: errorResponse,
          },
        },
      },
      async (request) => {
        const texto = sanitizeTextoLegal(request.body.texto);
        if (isBlankHtml(texto)) {
          throw badRequest(
            'O texto não pode ficar vazio',
            { texto: 'O texto não pode ficar vazio' },
            'validation_error',
          );
        }
        const saved = await saveDocumentoLegal(
          app.db,
          currentUser(request).id,
          tipo,
          texto,
          request.body.resumo ?? null,
        );
        return { data: presentTextoLegalAdmin(saved), message: 'Salvo' };
      },
    );
  }
};
