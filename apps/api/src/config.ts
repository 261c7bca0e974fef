import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPARATIVO_MIN_UNIDADES } from '@guia/shared';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
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
  /** Brute-force limits: attempts per window per IP and per account. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(8),
  /** Comparative report: a group with fewer other units than this is hidden behind the alert (confidentiality). */
  COMPARATIVO_MIN_UNIDADES: z.coerce.number().int().min(1).default(COMPARATIVO_MIN_UNIDADES),
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

export type Config = z.infer<typeof envSchema> & { jwtSecret: string; publicUrl: string; dataDir: string };

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
  return { ...base, jwtSecret, publicUrl, dataDir };
}

function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
