import type { ComprovanteVerificado } from '@guia/shared';
import type { ComprovanteEncontrado } from './comprovante.service.ts';

/** The public confirmation: who, where, which edition and when; never scores, e-mail or documents. */
export function presentComprovante(c: ComprovanteEncontrado): ComprovanteVerificado {
  return {
    valido: true,
    codigo: c.codigo,
    unidade: c.unidade,
    municipio: c.municipio,
    uf: c.uf,
    proprietario: c.proprietario,
    ano: c.ano,
    finalizadoem: c.finalizadoEm.toISOString(),
  };
}
