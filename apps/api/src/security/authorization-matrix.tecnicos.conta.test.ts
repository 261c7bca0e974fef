import { LINHAS_ADMINISTRACAO } from './authorization-matrix.administracao.rows.ts';
import { LINHAS_AJUDA } from './authorization-matrix.ajuda.rows.ts';
import { LINHAS_CONTA } from './authorization-matrix.conta.rows.ts';
import { LINHAS_MATERIAIS } from './authorization-matrix.materiais.rows.ts';
import { LINHAS_NOTIFICACAO } from './authorization-matrix.notificacao.rows.ts';
import { LINHAS_PLANO_ACAO } from './authorization-matrix.plano-acao.rows.ts';
import { LINHAS_TECNICO } from './authorization-matrix.tecnico.rows.ts';
import { conferirMatrizDosTecnicos } from './authorization-matrix.tecnicos.test-support.ts';
import { juntarLinhas } from './authorization-matrix.test-support.ts';

conferirMatrizDosTecnicos(
  juntarLinhas([
    LINHAS_CONTA,
    LINHAS_ADMINISTRACAO,
    LINHAS_AJUDA,
    LINHAS_MATERIAIS,
    LINHAS_NOTIFICACAO,
    LINHAS_PLANO_ACAO,
    LINHAS_TECNICO,
  ]),
);
