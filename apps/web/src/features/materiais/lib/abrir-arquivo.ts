import { notifications } from '@mantine/notifications';
import i18n from '@/i18n';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * Types a browser shows by itself without running anything. Anything else (an Office document, or
 * whatever an administrator stored) is downloaded instead: a blob: URL shares this app's origin,
 * so an HTML or SVG file opened from it could run script with the user's session.
 */
const EXIBIVEIS = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
]);

/**
 * Opens a material file served at `Material/{key}` in a new window. The window is opened inside the
 * click (popup blockers allow it), the file is fetched with the bearer header (never a token in a
 * URL), then shown from a blob: URL, or downloaded under its name when it is not a safe type.
 */
export async function abrirArquivo(apiPath: string, nomearquivo: string | null): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers forbid touching opener: the window still works.
    }
  }
  try {
    const blob = await api.blob(apiPath);
    const tipo = blob.type.split(';')[0]!.trim().toLowerCase();
    if (!EXIBIVEIS.has(tipo)) {
      tab?.close();
      saveBlob(blob, nomearquivo ?? apiPath.slice(apiPath.lastIndexOf('/') + 1));
      return;
    }
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    notifications.show({ color: 'red', message: i18n.t('materiais:erroAbrir') });
  }
}
