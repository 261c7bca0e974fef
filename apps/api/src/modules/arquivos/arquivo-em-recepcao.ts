import type { EvidenciaExtensao } from '@guia/shared';
import type { FileStore, TempFile } from '../../plugins/file-store.ts';
import { BYTES_DO_INICIO, tipoConfirmado } from './tipo-do-arquivo.ts';

/**
 * One uploaded file on its way into the store, whichever door it came through (a multipart part
 * or a data URL decoded piece by piece): its bytes go to a temporary file as they arrive, its size
 * is counted against the limit and its first bytes are kept, so that its type is read from the
 * bytes at the end. Nothing of it is held in memory beyond those first 4,100 bytes.
 */
export class ArquivoEmRecepcao {
  tamanho = 0;
  private temp: TempFile | null = null;
  private readonly inicio: Buffer[] = [];
  private bytesDoInicio = 0;

  constructor(
    private readonly fileStore: FileStore,
    private readonly limite: number,
  ) {}

  /** Counts bytes that arrived; false once the file is over the limit (the caller refuses it). */
  contar(bytes: Buffer): boolean {
    this.tamanho += bytes.length;
    if (this.tamanho > this.limite) return false;
    if (this.bytesDoInicio < BYTES_DO_INICIO) {
      const parte = bytes.subarray(0, BYTES_DO_INICIO - this.bytesDoInicio);
      this.inicio.push(Buffer.from(parte));
      this.bytesDoInicio += parte.length;
    }
    return true;
  }

  /** The temporary key, creating the temporary file on first use. */
  async abrir(): Promise<string> {
    this.temp ??= await this.fileStore.createTemp();
    return this.temp.key;
  }

  async escrever(bytes: Buffer): Promise<void> {
    await this.abrir();
    await this.temp!.write(bytes);
  }

  async fechar(): Promise<void> {
    await this.temp?.close();
  }

  /** The content type read from the bytes when they really are a file of `ext`, else null. */
  async tipo(ext: EvidenciaExtensao): Promise<string | null> {
    const chave = this.temp?.key;
    return tipoConfirmado(ext, Buffer.concat(this.inicio), this.tamanho, async () =>
      chave ? this.fileStore.get(chave) : null,
    );
  }

  /** Drops the temporary file (a refusal, or a file the name rule skips). */
  async descartar(): Promise<void> {
    if (!this.temp) return;
    const { key } = this.temp;
    await this.temp.close().catch(() => {});
    await this.fileStore.delete(key).catch(() => {});
    this.temp = null;
  }
}
