export * from './comparativo.ts';
export * from './conteudo.ts';
export * from './edicao.ts';
export * from './evidencia.ts';
export * from './objeto.ts';
export * from './reference.ts';
export * from './sistema.ts';
export * from './usuario.ts';
