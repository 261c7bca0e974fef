import { api } from '@/lib/api-client';

/**
 * Saves an evidence file: fetched with the bearer header as a blob (never a token in a URL), then
 * handed to the browser through a temporary object URL and an `<a download>` click.
 */
export async function downloadEvidencia(id: number, titulo: string): Promise<void> {
  const url = URL.createObjectURL(await api.blob(`Evidencia/Arquivo/${id}`));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = titulo;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
