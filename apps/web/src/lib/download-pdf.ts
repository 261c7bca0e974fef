import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { api } from './api-client';
import { saveBlob } from './save-blob';

/**
 * Downloads a PDF served by the API under the server's file name (its Content-Disposition, e.g.
 * `prioridades-fazenda-boa-vista-2026.pdf`): a `blob:` tab would show and save it as a random id. The file
 * is fetched with the bearer header (never a token in a URL); on failure a notification explains.
 */
export async function downloadPdf(apiPath: string): Promise<void> {
  try {
    const { blob, fileName } = await api.file(apiPath, 'application/pdf');
    saveBlob(blob, fileName ?? fallbackName(apiPath));
  } catch {
    notifications.show({ color: 'red', message: i18n.t('guia:pdf.erro') });
  }
}

/** 'relatorio-<path segments>.pdf' when the server sent no name. */
function fallbackName(apiPath: string): string {
  const parts = apiPath.split('?')[0]!.split('/').filter(Boolean);
  return `${parts.join('-').toLowerCase() || 'documento'}.pdf`;
}
