import { LINHAS_CONTA } from './authorization-matrix.conta.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_CONTA);
