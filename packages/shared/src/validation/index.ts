export * from './car.ts';
export * from './cnpj.ts';
export * from './cpf.ts';
export * from './digits.ts';
export * from './inscricao-estadual.ts';
export * from './numero-br.ts';
export * from './phone.ts';
