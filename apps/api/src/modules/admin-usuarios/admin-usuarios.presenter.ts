import type {
  AdminUsuario,
  AdminUsuarioAcesso,
  AdminUsuarioItem,
  AdminUsuarioObjeto,
  Role,
  UsuarioStatus,
} from '@guia/shared';

/** One row of the admin user list: the listed fields only. */
export function presentAdminUsuarioItem(row: {
  id: number;
  nome: string;
  email: string;
  uf: string | null;
  totalObjetos: number;
  role: Role;
  status: UsuarioStatus;
}): AdminUsuarioItem {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    uf: row.uf,
    totalObjetos: Number(row.totalObjetos),
    role: row.role,
    status: row.status,
  };
}

/** The account as the administrator reads it: never the password hash, tax ids or tokens. */
export function presentAdminUsuario(row: {
  id: number;
  nome: string;
  email: string;
  celular: string;
  uf: string | null;
  role: Role;
  status: UsuarioStatus;
  criadoEm: Date;
  emailPendente: string | null;
}): AdminUsuario {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    celular: row.celular,
    uf: row.uf,
    role: row.role,
    status: row.status,
    criadoEm: row.criadoEm.toISOString(),
    emailPendente: row.emailPendente,
  };
}

export function presentAdminUsuarioObjeto(row: {
  id: number;
  nomeunidade: string;
  categoriaId: number;
  categoria: string;
  sigla: string;
  titulo: string;
  cor: string;
  uf: string;
  municipio: string;
  guias: number;
  ultimoFinalizadoEm: string | Date | null;
}): AdminUsuarioObjeto {
  return {
    id: row.id,
    nomeunidade: row.nomeunidade,
    categoria: {
      id: row.categoriaId,
      titulo: row.titulo,
      descricao: row.categoria,
      sigla: row.sigla,
      cor: row.cor,
    },
    uf: row.uf,
    municipio: row.municipio,
    guias: Number(row.guias),
    ultimoFinalizadoEm:
      row.ultimoFinalizadoEm === null ? null : new Date(row.ultimoFinalizadoEm).toISOString(),
  };
}

export function presentAdminUsuarioAcesso(row: {
  id: number;
  criadoEm: Date;
  atorNome: string;
  acao: string;
  detalhes: Record<string, unknown>;
}): AdminUsuarioAcesso {
  return {
    id: row.id,
    criadoEm: row.criadoEm.toISOString(),
    atorNome: row.atorNome,
    acao: row.acao,
    detalhes: row.detalhes,
  };
}
