import { describe, expect, it } from 'vitest';
import {
  EVIDENCIA_DATA_URL_MAXIMO,
  EVIDENCIA_MENSAGENS,
  extensaoDe,
  extensaoPermitida,
  nomeIgnorado,
} from '../evidencia-arquivos.ts';
import { evidenciaUploadBody } from './evidencia.ts';

describe('nomeIgnorado', () => {
  it.each([
    ['Thumbs.db', true],
    ['thumbs.DB', true],
    ['desktop.ini', true],
    ['Desktop.INI', true],
    ['.DS_Store', true],
    ['.env', true],
    ['pasta/.oculto.pdf', true],
    ['script.php', true],
    ['script.php5', true],
    ['pagina.html', true],
    ['pagina.HTM', true],
    ['app.js', true],
    ['componente.jsx', true],
    ['relatoriophp', true],
    ['foto.jpg', false],
    ['laudo.pdf', false],
    ['planilha.xlsx', false],
    ['Thumbs.db.pdf', false],
    ['desktop.ini.png', false],
    ['meu.js.pdf', false],
    ['php.doc', false],
  ])('%s -> %s', (nome, esperado) => {
    expect(nomeIgnorado(nome)).toBe(esperado);
  });
});

describe('extensaoDe / extensaoPermitida', () => {
  it.each([
    ['Laudo.PDF', 'pdf', true],
    ['foto.jpeg', 'jpeg', true],
    ['apresentacao.pptx', 'pptx', true],
    ['antigo.doc', 'doc', true],
    ['imagem.webp', 'webp', true],
    ['programa.exe', 'exe', false],
    ['arquivo.tar.gz', 'gz', false],
    ['semextensao', '', false],
    ['pasta\\foto.png', 'png', true],
  ])('%s -> %s (%s)', (nome, ext, permitida) => {
    expect(extensaoDe(nome)).toBe(ext);
    expect(extensaoPermitida(nome)).toBe(permitida);
  });
});

describe('evidenciaUploadBody', () => {
  const arquivo = { evidencia: 'data:application/pdf;base64,JVBERi0=', nome: ' laudo.pdf ' };

  it('accepts one to ten base64 data URLs and trims the names', () => {
    const parsed = evidenciaUploadBody.parse({ evidencias: [arquivo] });
    expect(parsed.evidencias[0]!.nome).toBe('laudo.pdf');
    expect(evidenciaUploadBody.safeParse({ evidencias: Array(10).fill(arquivo) }).success).toBe(true);
  });

  it('refuses an empty list, more than ten files, a plain string and a too long data URL', () => {
    const msg = (body: unknown) => evidenciaUploadBody.safeParse(body).error?.issues[0]?.message;
    expect(msg({ evidencias: [] })).toBe(EVIDENCIA_MENSAGENS.nenhumArquivo);
    expect(msg({ evidencias: Array(11).fill(arquivo) })).toBe(EVIDENCIA_MENSAGENS.muitosArquivos);
    expect(msg({ evidencias: [{ ...arquivo, evidencia: 'JVBERi0=' }] })).toBe(
      EVIDENCIA_MENSAGENS.arquivoInvalido,
    );
    expect(msg({ evidencias: [{ ...arquivo, evidencia: 'data:text/plain,oi' }] })).toBe(
      EVIDENCIA_MENSAGENS.arquivoInvalido,
    );
    expect(
      msg({
        evidencias: [{ ...arquivo, evidencia: `data:;base64,${'A'.repeat(EVIDENCIA_DATA_URL_MAXIMO)}` }],
      }),
    ).toBe(EVIDENCIA_MENSAGENS.tamanhoMaximo);
    expect(msg({ evidencias: [{ ...arquivo, nome: '  ' }] })).toBe(EVIDENCIA_MENSAGENS.nomeObrigatorio);
  });
});
