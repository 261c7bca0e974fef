import { LINHAS_TECNICO } from './authorization-matrix.tecnico.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_TECNICO);
