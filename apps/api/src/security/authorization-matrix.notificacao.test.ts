import { LINHAS_NOTIFICACAO } from './authorization-matrix.notificacao.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_NOTIFICACAO);
