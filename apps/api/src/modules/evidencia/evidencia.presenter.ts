import type { EvidenciaSalva } from '@guia/shared';
import type { EvidenciaRow } from './evidencia.service.ts';

/** An evidence file as the API shows it; `nomearquivo` is the stored file's own name, never its folder. */
export function presentEvidencia(e: EvidenciaRow): EvidenciaSalva {
  return {
    id: e.id,
    titulo: e.titulo,
    nomearquivo: e.nomearquivo.slice(e.nomearquivo.lastIndexOf('/') + 1),
    indicador_id: e.indicadorId,
    criadoem: e.criadoEm.toISOString(),
  };
}

/**
 * `Content-Disposition` (attachment by default) with the original name: an ASCII fallback without
 * quotes or control characters, and the exact name in RFC 5987 `filename*`.
 */
export function contentDisposition(
  nome: string,
  disposicao: 'attachment' | 'inline' = 'attachment',
  padrao = 'evidencia',
): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\/%;]/g, '_')
      .trim() || padrao;
  const encoded = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposicao}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
