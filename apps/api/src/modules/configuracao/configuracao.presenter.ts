import type { DadosPessoais } from '@guia/shared';

/** Personal data shown on the settings screen: an explicit field list, never the user row. */
export function presentDadosPessoais(
  user: {
    nome: string;
    email: string;
    cpf: string | null;
    cnpj: string | null;
    celular: string;
    uf: string | null;
    pais: string | null;
  },
  emailPendente: string | null,
): DadosPessoais {
  return {
    nome: user.nome,
    email: user.email,
    cpf: user.cpf,
    cnpj: user.cnpj,
    celular: user.celular,
    uf: user.uf,
    pais: user.pais,
    emailPendente,
  };
}
