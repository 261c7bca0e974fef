import { LINHAS_MATERIAIS } from './authorization-matrix.materiais.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_MATERIAIS);
