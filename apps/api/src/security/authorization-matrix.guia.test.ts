import { LINHAS_GUIA } from './authorization-matrix.guia.rows.ts';
import { conferirMatriz } from './authorization-matrix.test-support.ts';

conferirMatriz(LINHAS_GUIA);
