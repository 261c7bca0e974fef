/** Category id that marks a rural producer (pecuária) and enables the extra unit fields. */
export const CATEGORIA_PRODUTOR_RURAL = 6;
export const NOME_UNIDADE_MAX = 100;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const UPLOAD_MAX_BYTES = 10_485_760;
/** Delay before redirecting after a successful save (spec §9). */
export const REDIRECT_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const LANDING_IMAGE_INTERVAL_MS = 5000;
/** E-mail confirmation code: digits, lifetime and attempts. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

export type Regiao = 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';

/** The 27 federation units, with IBGE code and macro-region. */
export const UFS = [
  { sigla: 'AC', nome: 'Acre', codigo: 12, regiao: 'Norte' },
  { sigla: 'AL', nome: 'Alagoas', codigo: 27, regiao: 'Nordeste' },
  { sigla: 'AP', nome: 'Amapá', codigo: 16, regiao: 'Norte' },
  { sigla: 'AM', nome: 'Amazonas', codigo: 13, regiao: 'Norte' },
  { sigla: 'BA', nome: 'Bahia', codigo: 29, regiao: 'Nordeste' },
  { sigla: 'CE', nome: 'Ceará', codigo: 23, regiao: 'Nordeste' },
  { sigla: 'DF', nome: 'Distrito Federal', codigo: 53, regiao: 'Centro-Oeste' },
  { sigla: 'ES', nome: 'Espírito Santo', codigo: 32, regiao: 'Sudeste' },
  { sigla: 'GO', nome: 'Goiás', codigo: 52, regiao: 'Centro-Oeste' },
  { sigla: 'MA', nome: 'Maranhão', codigo: 21, regiao: 'Nordeste' },
  { sigla: 'MT', nome: 'Mato Grosso', codigo: 51, regiao: 'Centro-Oeste' },
  { sigla: 'MS', nome: 'Mato Grosso do Sul', codigo: 50, regiao: 'Centro-Oeste' },
  { sigla: 'MG', nome: 'Minas Gerais', codigo: 31, regiao: 'Sudeste' },
  { sigla: 'PA', nome: 'Pará', codigo: 15, regiao: 'Norte' },
  { sigla: 'PB', nome: 'Paraíba', codigo: 25, regiao: 'Nordeste' },
  { sigla: 'PR', nome: 'Paraná', codigo: 41, regiao: 'Sul' },
  { sigla: 'PE', nome: 'Pernambuco', codigo: 26, regiao: 'Nordeste' },
  { sigla: 'PI', nome: 'Piauí', codigo: 22, regiao: 'Nordeste' },
  { sigla: 'RJ', nome: 'Rio de Janeiro', codigo: 33, regiao: 'Sudeste' },
  { sigla: 'RN', nome: 'Rio Grande do Norte', codigo: 24, regiao: 'Nordeste' },
  { sigla: 'RS', nome: 'Rio Grande do Sul', codigo: 43, regiao: 'Sul' },
  { sigla: 'RO', nome: 'Rondônia', codigo: 11, regiao: 'Norte' },
  { sigla: 'RR', nome: 'Roraima', codigo: 14, regiao: 'Norte' },
  { sigla: 'SC', nome: 'Santa Catarina', codigo: 42, regiao: 'Sul' },
  { sigla: 'SP', nome: 'São Paulo', codigo: 35, regiao: 'Sudeste' },
  { sigla: 'SE', nome: 'Sergipe', codigo: 28, regiao: 'Nordeste' },
  { sigla: 'TO', nome: 'Tocantins', codigo: 17, regiao: 'Norte' },
] as const satisfies readonly { sigla: string; nome: string; codigo: number; regiao: Regiao }[];

export type UfSigla = (typeof UFS)[number]['sigla'];
export const UF_SIGLAS = UFS.map((u) => u.sigla) as [UfSigla, ...UfSigla[]];
export const REGIOES: Regiao[] = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'];

export const ROLES = ['visitante', 'administrador'] as const;
export type Role = (typeof ROLES)[number];
