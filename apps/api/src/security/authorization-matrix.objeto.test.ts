import { LINHAS_OBJETO } from './authorization-matrix.objeto.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_OBJETO);
