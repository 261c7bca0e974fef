import { XLSX_CONTENT_TYPE } from '@guia/shared';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET Admin/Objeto/Export/:id/arquivo: the spreadsheet, saved under the job's file name. */
export async function downloadExportacao(id: number, nomeArquivo: string): Promise<void> {
  saveBlob(await api.blob(`Admin/Objeto/Export/${id}/arquivo`, XLSX_CONTENT_TYPE), nomeArquivo);
}
