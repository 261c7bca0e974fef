import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { api } from './api-client';

/**
 * Opens a PDF served by the API in a new tab. The tab is opened synchronously (inside the click, so popup
 * blockers allow it), the file is fetched with the bearer header as a blob (never a token in a URL), then
 * the tab is pointed at a blob: URL. On failure the tab is closed and a notification explains.
 */
export async function openPdf(apiPath: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers forbid touching opener: the tab still works.
    }
  }
  try {
    const blob = await api.blob(apiPath, 'application/pdf');
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab keeps its copy of the document; release ours after it has had time to load.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    notifications.show({ color: 'red', message: i18n.t('guia:pdf.erro') });
  }
}
