import { LINHAS_QUESTIONARIO } from './authorization-matrix.questionario.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_QUESTIONARIO);
