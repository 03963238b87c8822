import path from 'node:path';
import { z } from 'zod';

/** The operating contract of API.md, read once from the environment. */
const env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dino <no-reply@dino.localhost>'),
  /** Where contact-form messages go; unset means the MAIL_FROM address. */
  CONTACT_TO: z.string().optional(),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  /** With TRUST_PROXY, a header carrying the visitor's country set by that proxy (e.g. CF-IPCountry). */
  COUNTRY_HEADER: z.string().optional(),
  /** Serve only the API (the web app runs elsewhere). */
  API_ONLY: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Multiplies every rate limit, for load tests on one address; 1 in production. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export interface RateLimitRule {
  points: number;
  seconds: number;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  redisUrl: string | undefined;
  trustProxy: boolean | string;
  countryHeader: string | undefined;
  apiOnly: boolean;
  logLevel: string;
  mail: { pollMs: number; retryBaseMs: number; retryMaxMs: number };
  rateLimits: Record<RateLimitName, RateLimitRule>;
}

export type RateLimitName =
  | 'loginIp'
  | 'loginEmail'
  | 'registerIp'
  | 'mailIp'
  | 'mailEmail'
  | 'resetIp'
  | 'resetEmail'
  | 'contactIp'
  | 'gamePlayChild'
  | 'passwordCheck'
  | 'exportParent';

/** Per 15 minutes or per hour: generous for a family, tight for a script. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  loginIp: { points: 50, seconds: 15 * 60 },
  loginEmail: { points: 10, seconds: 15 * 60 },
  registerIp: { points: 20, seconds: 60 * 60 },
  mailIp: { points: 20, seconds: 60 * 60 },
  mailEmail: { points: 5, seconds: 60 * 60 },
  resetIp: { points: 30, seconds: 60 * 60 },
  resetEmail: { points: 10, seconds: 60 * 60 },
  contactIp: { points: 5, seconds: 60 * 60 },
  gamePlayChild: { points: 200, seconds: 60 * 60 },
  /** A parent's password asked again (remove a child, export, delete the account). */
  passwordCheck: { points: 10, seconds: 15 * 60 },
  /** An export reads every row of a family and zips their pictures. */
  exportParent: { points: 5, seconds: 60 * 60 },
};

function scaled(rules: Record<RateLimitName, RateLimitRule>, factor: number) {
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    { ...rule, points: Math.max(1, Math.round(rule.points * factor)) },
  ]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimitRule>;
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? e.MAIL_FROM.replace(/^.*<([^>]+)>.*$/, '$1'),
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: trustProxy(e.TRUST_PROXY),
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    apiOnly: e.API_ONLY === '1' || e.API_ONLY === 'true',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    mail: { pollMs: 5000, retryBaseMs: 2000, retryMaxMs: 10 * 60 * 1000 },
    rateLimits: scaled(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_FACTOR),
  };
}
