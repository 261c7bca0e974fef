import { LINHAS_AJUDA } from './authorization-matrix.ajuda.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_AJUDA);
