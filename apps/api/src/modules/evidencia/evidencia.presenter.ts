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
