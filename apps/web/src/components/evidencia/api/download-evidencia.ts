import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** Saves an evidence file under its title. */
export async function downloadEvidencia(id: number, titulo: string): Promise<void> {
  saveBlob(await api.blob(`Evidencia/Arquivo/${id}`), titulo);
}
