/** A file part of a test form: its name and bytes. */
export interface ArquivoDeTeste {
  nome: string;
  bytes: Buffer | string;
  tipo?: string;
  /** The form field carrying it; `arquivo` unless told. */
  campo?: string;
}

/**
 * A multipart/form-data body for `app.inject`, built the way a browser builds it (the platform's
 * FormData and Response): `{ payload, headers }` to spread into the inject options.
 */
export async function formulario(campos: Record<string, string>, ...arquivos: ArquivoDeTeste[]) {
  const dados = new FormData();
  for (const [nome, valor] of Object.entries(campos)) dados.append(nome, valor);
  for (const a of arquivos) {
    const bytes = typeof a.bytes === 'string' ? Buffer.from(a.bytes) : a.bytes;
    dados.append(a.campo ?? 'arquivo', new Blob([new Uint8Array(bytes)], { type: a.tipo ?? '' }), a.nome);
  }
  const resposta = new Response(dados);
  return {
    payload: Buffer.from(await resposta.arrayBuffer()),
    headers: { 'content-type': resposta.headers.get('content-type') ?? '' },
  };
}

/** A one-pixel PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest PDF the byte sniffing recognises. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The head of a Windows program (an MZ/PE header): what an executable renamed .png starts with. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
