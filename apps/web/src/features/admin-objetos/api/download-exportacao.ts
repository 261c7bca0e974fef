import { XLSX_CONTENT_TYPE } from '@guia/shared';
import { api } from '@/lib/api-client';

/**
 * GET Admin/Objeto/Export/:id/arquivo: the spreadsheet fetched with the bearer header as a blob (never a
 * token in a URL), then saved under the job's file name through a temporary object URL.
 */
export async function downloadExportacao(id: number, nomeArquivo: string): Promise<void> {
  const blob = await api.blob(`Admin/Objeto/Export/${id}/arquivo`, XLSX_CONTENT_TYPE);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = nomeArquivo;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
