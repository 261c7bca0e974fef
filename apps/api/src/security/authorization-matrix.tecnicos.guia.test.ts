import { LINHAS_GUIA } from './authorization-matrix.guia.rows.ts';
import { LINHAS_OBJETO } from './authorization-matrix.objeto.rows.ts';
import { LINHAS_QUESTIONARIO } from './authorization-matrix.questionario.rows.ts';
import { conferirMatrizDosTecnicos } from './authorization-matrix.tecnicos.test-support.ts';
import { juntarLinhas } from './authorization-matrix.test-support.ts';

conferirMatrizDosTecnicos(juntarLinhas([LINHAS_OBJETO, LINHAS_GUIA, LINHAS_QUESTIONARIO]));
