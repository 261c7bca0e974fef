import { describe, expect, it } from 'vitest';
import { CONSENTIMENTO_AUTORIZACAO, textoDoConsentimento } from '../tecnico/consentimento.ts';
import { aceitarSolicitacaoBody, autorizacaoBody } from './autorizacao.ts';
import { credenciamentoBody, solicitacaoTecnicoBody } from './tecnico.ts';

const erros = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  body: unknown,
) => schema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const concessao = {
  objeto_ids: [3, 4, 3],
  permissoes: { preencher: true, evidencias: false, plano: false },
  consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
};

describe('autorizacaoBody', () => {
  it('takes the CPF with or without punctuation, drops repeated units, and leaves finishing off', () => {
    const v = autorizacaoBody.parse({ cpf_tecnico: '529.982.247-25', ...concessao });
    expect(v).toEqual({
      cpf_tecnico: '52998224725',
      objeto_ids: [3, 4],
      permissoes: { preencher: true, evidencias: false, plano: false, finalizar: false },
      consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
    });
  });

  it('refuses per field in Portuguese', () => {
    expect(erros(autorizacaoBody, { cpf_tecnico: '111.111.111-11', ...concessao, objeto_ids: [] })).toEqual([
      'cpf_tecnico: CPF inválido',
      'objeto_ids: Escolha ao menos uma unidade',
    ]);
    expect(
      erros(aceitarSolicitacaoBody, {
        ...concessao,
        permissoes: {},
        valida_ate: '31/12/2027',
        consentimento_versao: '',
      }),
    ).toEqual([
      'permissoes.preencher: Informe se o técnico pode responder o Guia',
      'permissoes.evidencias: Informe se o técnico pode enviar e baixar evidências',
      'permissoes.plano: Informe se o técnico pode cuidar do plano de ação',
      'valida_ate: Informe a data no formato AAAA-MM-DD',
      'consentimento_versao: Leia e aceite o termo de consentimento',
    ]);
  });
});

describe('the technician contracts', () => {
  it('take an accreditation request and a request to a producer, the note optional', () => {
    expect(
      credenciamentoBody.parse({ instituicao: ' Emater ', registro_profissional: 'CREA 1', uf: 'GO' }),
    ).toEqual({
      instituicao: 'Emater',
      registro_profissional: 'CREA 1',
      uf: 'GO',
    });
    expect(solicitacaoTecnicoBody.parse({ cpf_produtor: '52998224725', mensagem: '  ' })).toEqual({
      cpf_produtor: '52998224725',
      mensagem: null,
    });
    expect(erros(credenciamentoBody, { instituicao: '', registro_profissional: '', uf: 'ZZ' })).toEqual([
      'instituicao: Informe a instituição',
      'registro_profissional: Informe o registro profissional',
      'uf: Escolha o estado',
    ]);
  });
});

describe('CONSENTIMENTO_AUTORIZACAO', () => {
  it('says what the technician may do, until when, that it is revocable and that every act is visible', () => {
    const texto = textoDoConsentimento();
    for (const trecho of [
      'até a data indicada',
      'revogar esta autorização a qualquer momento',
      'Quem acessou meus dados',
    ]) {
      expect(texto).toContain(trecho);
    }
  });
});
