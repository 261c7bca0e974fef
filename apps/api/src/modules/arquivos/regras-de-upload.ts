import {
  ARQUIVO_MENSAGENS,
  type EvidenciaExtensao,
  extensaoAceita,
  extensaoDe,
  type FinalidadeDeUpload,
  mensagemExtensaoNaoAceita,
  nomeIgnorado,
  semPasta,
} from '@guia/shared';

/** What the name rule decides about one uploaded file, before any byte is stored. */
export type DecisaoDoNome =
  | { decisao: 'ignorado'; nome: string }
  | { decisao: 'recusado'; nome: string; mensagem: string }
  | { decisao: 'aceito'; nome: string; ext: EvidenciaExtensao };

/** Longest file name kept. */
export const NOME_MAXIMO = 255;

/** Longest text field of a form (descriptions included), in the multipart and the JSON door alike. */
export const CAMPO_MAXIMO = 20_000;

/**
 * The name rule of an upload (admin spec §5): Thumbs.db, desktop.ini, dot-files and names ending
 * php, php5, html, htm, js or jsx are silently skipped; any other name must carry an extension the
 * purpose accepts. The bytes are checked later (`tipoConfirmado`): a name never decides the type.
 */
export function avaliarNome(finalidade: FinalidadeDeUpload, bruto: string): DecisaoDoNome {
  const nome = semPasta(bruto.trim());
  if (nomeIgnorado(nome)) return { decisao: 'ignorado', nome };
  if (nome.length === 0) return { decisao: 'recusado', nome, mensagem: ARQUIVO_MENSAGENS.arquivoObrigatorio };
  if (nome.length > NOME_MAXIMO) return { decisao: 'recusado', nome, mensagem: ARQUIVO_MENSAGENS.nomeLongo };
  if (!extensaoAceita(finalidade, nome)) {
    return { decisao: 'recusado', nome, mensagem: mensagemExtensaoNaoAceita(finalidade, nome) };
  }
  // Every purpose's kinds are evidence kinds, so evidence's byte sniffing covers them all.
  return { decisao: 'aceito', nome, ext: extensaoDe(nome) as EvidenciaExtensao };
}
