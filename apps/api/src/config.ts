import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  COMPARATIVO_CARENCIA_DIAS,
  COMPARATIVO_MIN_UNIDADES,
  CONTATO_PADRAO,
  type Contato,
} from '@guia/shared';
import { z } from 'zod';

function httpsUrl(name: string) {
  return z.url({ protocol: /^https$/, error: `${name} precisa ser um endereço https://` }).optional();
}

/** Each contact channel and its variable. Unset: the programme's default; set but empty: not shown. */
const CONTATO_VARIABLES = {
  email: 'CONTATO_EMAIL',
  telefone: 'CONTATO_TELEFONE',
  whatsapp: 'CONTATO_WHATSAPP',
  instagram: 'CONTATO_INSTAGRAM',
  facebook: 'CONTATO_FACEBOOK',
  linkedin: 'CONTATO_LINKEDIN',
  youtube: 'CONTATO_YOUTUBE',
} as const satisfies Record<keyof Contato, string>;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Connections to PostgreSQL. A few more than the database server's cores: on 2 cores, 20 connections
  // made each answer save cost ~50% more database CPU than 8-12 (docs/performance.md, issue 15).
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Guia <nao-responda@guia.local>'),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default('Guia'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Worker threads that render PDFs (the global limit on renders at once). */
  PDF_THREADS: z.coerce.number().int().positive().default(2),
  /** PDF requests of one user at once (the load and the render); beyond, 429. */
  PDF_PEDIDOS_POR_USUARIO: z.coerce.number().int().positive().default(2),
  /**
   * Megabytes of finished report bodies kept in memory (bytes, least recently used out): a read whose
   * stored body is the one held skips bringing it from the database. 0 turns it off.
   */
  RELATORIO_CORPOS_MB: z.coerce.number().int().min(0).max(1024).default(16),
  /** Brute-force limits: attempts per window per IP and per account. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(8),
  /** Failures on one account from all addresses together before its attempts are slowed down. */
  RATE_LIMIT_ACCOUNT_CEILING: z.coerce.number().int().positive().default(100),
  /**
   * Above the ceiling: one attempt per account per this many seconds, whoever makes it (the calls
   * that send e-mail or check a code; Login asks for an e-mailed code instead).
   */
  RATE_LIMIT_SLOW_SECONDS: z.coerce.number().int().positive().default(10),
  /** Registrations per window per client address. */
  RATE_LIMIT_CADASTRO_PER_IP: z.coerce.number().int().positive().default(10),
  /** E-mails one address receives per hour, whatever their kind and whoever caused them; more are dropped. */
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce
    .number({ error: 'MAIL_PER_RECIPIENT_PER_HOUR precisa ser um número inteiro de 1 a 1000' })
    .int('MAIL_PER_RECIPIENT_PER_HOUR precisa ser um número inteiro de 1 a 1000')
    .min(1, 'MAIL_PER_RECIPIENT_PER_HOUR precisa ser um número inteiro de 1 a 1000')
    .max(1000, 'MAIL_PER_RECIPIENT_PER_HOUR precisa ser um número inteiro de 1 a 1000')
    .default(5),
  /**
   * Which proxies may tell the client address in X-Forwarded-For: a hop count ("1": the one proxy
   * in front) or a comma-separated list of proxy addresses/CIDR ranges. Unset: nobody, the
   * socket's address is the client.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const bad = list.find((item) => !isAddressOrRange(item));
      if (bad || list.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `use um número de proxies ou uma lista de endereços/faixas CIDR (inválido: ${bad ?? value})`,
        });
        return z.NEVER;
      }
      return list;
    })
    .optional(),
  /** Comparative report: a group with fewer other units than this is hidden behind the alert (confidentiality). */
  COMPARATIVO_MIN_UNIDADES: z.coerce.number().int().min(1).default(COMPARATIVO_MIN_UNIDADES),
  /** Comparative snapshots: seconds between background refreshes; 0 turns the timer (and the refresh after a finish) off. */
  COMPARATIVO_ATUALIZACAO_SEGUNDOS: z.coerce.number().int().min(0).default(60),
  /** How often the marks of answered questionnaires are recounted into '100% preenchido' (0: only at the statistics read). */
  ESTATISTICAS_COMPLETOS_SEGUNDOS: z.coerce.number().int().min(0).default(60),
  /** How often the action plans' reminders are written and their e-mail digests sent (0: off). */
  LEMBRETES_SEGUNDOS: z.coerce.number().int().min(0).default(3600),
  /**
   * Comparative: a group counts a unit only when its owner confirmed the e-mail and both the
   * account and the finished questionnaire are at least this many days old (sybil accounts wait).
   */
  COMPARATIVO_CARENCIA_DIAS: z.coerce
    .number({ error: 'COMPARATIVO_CARENCIA_DIAS precisa ser um número de dias' })
    .int('COMPARATIVO_CARENCIA_DIAS precisa ser um número inteiro de dias')
    .min(0, 'COMPARATIVO_CARENCIA_DIAS não pode ser negativo')
    .max(365, 'COMPARATIVO_CARENCIA_DIAS vai até 365 dias')
    .default(COMPARATIVO_CARENCIA_DIAS),
  /** The programme's contact channels (footers, Ajuda); see CONTATO_VARIABLES. */
  CONTATO_EMAIL: z.email('CONTATO_EMAIL precisa ser um e-mail').optional(),
  CONTATO_TELEFONE: z
    .string()
    .refine((v) => /^\d{10,13}$/.test(v.replace(/\D+/g, '')), 'CONTATO_TELEFONE precisa ter DDD e número')
    .optional(),
  CONTATO_WHATSAPP: z
    .string()
    .transform((v) => v.replace(/\D+/g, ''))
    .refine(
      (v) => /^\d{12,13}$/.test(v),
      'CONTATO_WHATSAPP precisa do código do país e do DDD (ex.: 5561996350400)',
    )
    .optional(),
  CONTATO_INSTAGRAM: httpsUrl('CONTATO_INSTAGRAM'),
  CONTATO_FACEBOOK: httpsUrl('CONTATO_FACEBOOK'),
  CONTATO_LINKEDIN: httpsUrl('CONTATO_LINKEDIN'),
  CONTATO_YOUTUBE: httpsUrl('CONTATO_YOUTUBE'),
  /** Decoded bytes of evidence uploads one process receives at once; beyond it, 503 + Retry-After. */
  UPLOAD_MAX_BYTES_IN_FLIGHT: z.coerce.number().int().positive().default(536_870_912),
  /** Pace of all evidence upload bodies of one process together (bytes/s): keeps room for other requests. */
  UPLOAD_MAX_BYTES_PER_SECOND: z.coerce.number().int().positive().default(16_777_216),
  /** A request body must arrive whole within this time, or its connection is closed (slow-body attacks). */
  BODY_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** The same for an evidence upload (up to 133 MB: 10 minutes is ~1.8 Mbit/s). */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: string;
  publicUrl: string;
  dataDir: string;
  /** The contact channels to show (an absent one is hidden). */
  contato: Contato;
};

/** Reads and validates the environment; throws a readable error for a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const base = { ...parsed.data, ...overrides };
  const dataDir = path.resolve(base.DATA_DIR);
  const jwtSecret = base.JWT_SECRET ?? readOrCreateSecret(dataDir);
  const publicUrl = (base.PUBLIC_URL ?? `http://localhost:${base.PORT}`).replace(/\/$/, '');
  const contato: Contato = {};
  for (const [channel, variable] of Object.entries(CONTATO_VARIABLES) as [keyof Contato, string][]) {
    const value = base[variable as keyof typeof base] as string | undefined;
    // The empty-string filter above turned "CONTATO_X=" into undefined: read the raw value for it.
    if (value !== undefined) contato[channel] = value;
    else if (env[variable] === undefined && CONTATO_PADRAO[channel] !== undefined)
      contato[channel] = CONTATO_PADRAO[channel];
  }
  return { ...base, jwtSecret, publicUrl, dataDir, contato: overrides.contato ?? contato };
}

function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
