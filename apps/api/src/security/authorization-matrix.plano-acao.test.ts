import { LINHAS_PLANO_ACAO } from './authorization-matrix.plano-acao.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_PLANO_ACAO);
