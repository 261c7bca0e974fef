import {
  ARQUIVO_MENSAGENS,
  EVIDENCIA_MAXIMO_POR_ENVIO,
  EVIDENCIA_MENSAGENS,
  EVIDENCIA_TAMANHO_MAXIMO,
  type EvidenciaExtensao,
  evidenciaArquivo,
  extensaoDe,
  extensaoPermitida,
  mensagemConteudoNaoConfere,
  mensagemTipoNaoPermitido,
  nomeIgnorado,
} from '@guia/shared';
import type { FileStore } from '../../plugins/file-store.ts';
import type { Reserva, RitmoDeUploads } from '../arquivos/orcamento-de-uploads.ts';
import { type FormaDoEnvio, receberJson } from '../arquivos/receber-json.ts';

/** A file of the upload that passed every check, still under its temporary key. */
export interface ArquivoRecebido {
  titulo: string;
  ext: EvidenciaExtensao;
  mime: string;
  tamanho: number;
  tempKey: string;
}

export interface EnvioRecebido {
  aceitos: ArquivoRecebido[];
  ignorados: string[];
}

/** The evidence contract: `{ "evidencias": [{ "nome", "evidencia": <base64 data URL> }] }`, one to ten files. */
const FORMA_DA_EVIDENCIA: FormaDoEnvio = {
  lista: 'evidencias',
  chaveNome: 'nome',
  chaveDados: 'evidencia',
  maximo: EVIDENCIA_MAXIMO_POR_ENVIO,
  campos: [],
  tamanhoMaximo: EVIDENCIA_TAMANHO_MAXIMO,
  campo: (i, qual) => `evidencias.${i}.${qual === 'nome' ? 'nome' : 'evidencia'}`,
  julgarNome: (bruto) => {
    const nome = evidenciaArquivo.shape.nome.safeParse(bruto);
    if (!nome.success) {
      const mensagem = nome.error.issues[0]?.message ?? EVIDENCIA_MENSAGENS.nomeObrigatorio;
      return { decisao: 'recusado', mensagem, campo: 'nome' };
    }
    if (nomeIgnorado(nome.data)) return { decisao: 'ignorado', nome: nome.data };
    if (!extensaoPermitida(nome.data)) {
      return { decisao: 'recusado', mensagem: mensagemTipoNaoPermitido(nome.data), campo: 'dados' };
    }
    return { decisao: 'aceito', nome: nome.data, ext: extensaoDe(nome.data) as EvidenciaExtensao };
  },
  mensagens: {
    nenhumArquivo: EVIDENCIA_MENSAGENS.nenhumArquivo,
    muitosArquivos: EVIDENCIA_MENSAGENS.muitosArquivos,
    arquivoInvalido: EVIDENCIA_MENSAGENS.arquivoInvalido,
    nomeObrigatorio: EVIDENCIA_MENSAGENS.nomeObrigatorio,
    tamanhoMaximo: EVIDENCIA_MENSAGENS.tamanhoMaximo,
    campoLongo: ARQUIVO_MENSAGENS.campoLongo,
    conteudoNaoConfere: mensagemConteudoNaoConfere,
  },
};

/**
 * Reads an evidence upload as it arrives, through the one JSON door of uploads
 * (`arquivos/receber-json.ts`): every rule of the contract is checked on the way and every body
 * byte counts against the process's upload budget. On success the caller owns the accepted files.
 */
export async function receberEnvio(
  corpo: AsyncIterable<Buffer>,
  opcoes: { fileStore: FileStore; reserva: Reserva; limiteDoCorpo: number; ritmo?: RitmoDeUploads },
): Promise<EnvioRecebido> {
  const { aceitos, ignorados } = await receberJson(corpo, FORMA_DA_EVIDENCIA, opcoes);
  return {
    aceitos: aceitos.map((a) => ({
      titulo: a.nome,
      ext: a.ext,
      mime: a.mime,
      tamanho: a.tamanho,
      tempKey: a.tempKey,
    })),
    ignorados,
  };
}
