const BASE64 = /^[A-Za-z0-9+/]*$/;
const PADDING = /^=*$/;

/** Decodes base64 as it arrives, strictly (no whitespace, at most two `=` at the very end). */
export class Base64EmPartes {
  private resto = '';
  private caracteres = 0;
  private padding = 0;

  /** The bytes of the whole quartets seen so far; null when the text is not base64. */
  parte(texto: string): Buffer | null {
    this.caracteres += texto.length;
    if (this.padding > 0) {
      this.padding += texto.length;
      return PADDING.test(texto) && this.padding <= 2 ? Buffer.alloc(0) : null;
    }
    const igual = texto.indexOf('=');
    const dados = igual === -1 ? texto : texto.slice(0, igual);
    if (!BASE64.test(dados)) return null;
    if (igual !== -1) {
      this.padding = texto.length - igual;
      if (this.padding > 2 || !PADDING.test(texto.slice(igual))) return null;
    }
    const s = this.resto + dados;
    const inteiros = s.length - (s.length % 4);
    this.resto = s.slice(inteiros);
    return Buffer.from(s.slice(0, inteiros), 'base64');
  }

  /** The last bytes; null when the length cannot be base64. */
  fim(): Buffer | null {
    if (this.caracteres % 4 === 1) return null;
    return Buffer.from(this.resto, 'base64');
  }
}
