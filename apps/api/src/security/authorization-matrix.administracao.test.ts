import { LINHAS_ADMINISTRACAO } from './authorization-matrix.administracao.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_ADMINISTRACAO);
