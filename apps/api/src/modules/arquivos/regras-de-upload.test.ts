import { describe, expect, it } from 'vitest';
import { avaliarNome } from './regras-de-upload.ts';

describe('avaliarNome', () => {
  it.each([
    'Thumbs.db',
    'thumbs.DB',
    'desktop.ini',
    '.oculto.png',
    'pasta/.DS_Store',
    'pagina.php',
    'x.php5',
    'index.html',
    'index.htm',
    'app.js',
    'App.jsx',
  ])('silently skips %s', (nome) => {
    expect(avaliarNome('material', nome).decisao).toBe('ignorado');
    expect(avaliarNome('imagem', nome).decisao).toBe('ignorado');
  });

  it('accepts only gif, jpg, jpeg and png as an image', () => {
    for (const nome of ['a.gif', 'a.JPG', 'a.jpeg', 'a.png']) {
      expect(avaliarNome('imagem', nome)).toMatchObject({ decisao: 'aceito' });
    }
    for (const nome of ['a.pdf', 'a.webp', 'a.docx', 'a.exe', 'semextensao']) {
      expect(avaliarNome('imagem', nome)).toMatchObject({
        decisao: 'recusado',
        mensagem: `O arquivo "${nome}" não é de um tipo permitido. Envie arquivos gif, jpg, jpeg, png.`,
      });
    }
  });

  it('accepts the document kinds of evidence as a material', () => {
    for (const nome of [
      'a.pdf',
      'a.docx',
      'a.doc',
      'a.xlsx',
      'a.xls',
      'a.pptx',
      'a.ppt',
      'a.png',
      'a.webp',
    ]) {
      expect(avaliarNome('material', nome)).toMatchObject({ decisao: 'aceito' });
    }
    expect(avaliarNome('material', 'virus.exe').decisao).toBe('recusado');
    expect(avaliarNome('material', 'dados.zip').decisao).toBe('recusado');
  });

  it('keeps only the last path segment and the lower-case extension', () => {
    expect(avaliarNome('material', 'C:\\Docs\\Relatório Final.PDF')).toEqual({
      decisao: 'aceito',
      nome: 'Relatório Final.PDF',
      ext: 'pdf',
    });
  });

  it('refuses an empty name and a name longer than 255 characters', () => {
    expect(avaliarNome('material', '  ')).toMatchObject({
      decisao: 'recusado',
      mensagem: 'Selecione um arquivo.',
    });
    expect(avaliarNome('material', `${'a'.repeat(252)}.pdf`)).toMatchObject({
      decisao: 'recusado',
      mensagem: 'O nome do arquivo deve ter no máximo 255 caracteres.',
    });
  });
});
