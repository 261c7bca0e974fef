import { createHash } from 'node:crypto';
import type { OnboardingSlide, TextoLegal, TextoLegalAdmin } from '@guia/shared';
import type { DocumentoLegalRow, OnboardingRow } from './conteudo.service.ts';
import { sanitizeTextoLegal } from './sanitize-texto-legal.ts';

/** The public text; sanitized again on the way out, whatever wrote the row. */
export function presentTextoLegal(row: DocumentoLegalRow): TextoLegal {
  return {
    texto: sanitizeTextoLegal(row.texto),
    atualizadoEm: row.atualizadoEm.toISOString(),
    resumoAlteracoes: row.resumoAlteracoes,
  };
}

export function presentTextoLegalAdmin(row: DocumentoLegalRow): TextoLegalAdmin {
  return { ...presentTextoLegal(row), versao: row.versao };
}

/**
 * URL of a slide's image, served by GET /api/Onboarding/{id}/imagem; `v` changes with the stored
 * file, so a replaced image is never taken from a cache.
 */
export function onboardingImageUrl(id: number, arquivo: string): string {
  const v = createHash('sha256').update(arquivo).digest('hex').slice(0, 12);
  return `/api/Onboarding/${id}/imagem?v=${v}`;
}

export function presentOnboardingSlide(row: OnboardingRow): OnboardingSlide {
  return {
    id: row.id,
    ordem: row.ordem,
    titulo: row.titulo,
    descricao: row.descricao,
    imagem: onboardingImageUrl(row.id, row.arquivo),
    nomearquivo: row.nomearquivo,
  };
}
