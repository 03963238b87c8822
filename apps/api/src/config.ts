import path from 'node:path';
import { z } from 'zod';

/** `www.example.am`, `192.168.1.20:3000`, `[::1]:3000`: a name or address, and a port. */
const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The operating contract of API.md, read once from the environment. */
const env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  /** Other names of the same site (a www. alias, an address on the home network). */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            HOST_NAME,
            'ALLOWED_HOSTS must be host names, each with an optional :port, separated by commas (no scheme, no path)',
          ),
      ),
    ),
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
  /** Other hosts (`name[:port]`, as in an Origin header) of this site, besides PUBLIC_URL's. */
  allowedHosts: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  /** Dino's own mailboxes (MAIL_FROM's and CONTACT_TO's addresses), which no account may use. */
  reservedAddresses: string[];
  redisUrl: string | undefined;
  trustProxy: boolean | string;
  countryHeader: string | undefined;
  apiOnly: boolean;
  logLevel: string;
  mail: { pollMs: number; retryBaseMs: number; retryMaxMs: number };
  rateLimits: Record<RateLimitName, RateLimitRule>;
  loginDelay: LoginDelay;
}

export type RateLimitName =
  | 'loginIp'
  | 'loginClient'
  | 'loginAccount'
  | 'childLoginIp'
  | 'registerIp'
  | 'mailIp'
  | 'mailEmail'
  | 'resetIp'
  | 'resetClient'
  | 'credentialChange'
  | 'emailChangeAccount'
  | 'emailChangeTarget'
  | 'recoveryIp'
  | 'avatarUpload'
  | 'contactIp'
  | 'gamePlayChild'
  | 'passwordCheck'
  | 'exportParent'
  | 'checkoutParent';

/** Per 15 minutes or per hour: generous for a family, tight for a script. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  /** Login limits count failures only, so that a parent who signs in often is never stopped. */
  loginIp: { points: 50, seconds: 15 * 60 },
  /** One account from one client: the tight limit (issue 17: no lock that anyone can trigger). */
  loginClient: { points: 10, seconds: 15 * 60 },
  /**
   * One account from everywhere: never a lock, only the count behind the progressive delay
   * (LOGIN_DELAY); its points are out of reach on purpose.
   */
  loginAccount: { points: 1_000_000, seconds: 15 * 60 },
  /** Wrong child PINs from one address; each child's sign-in also locks after a few (CHILD_PIN_MAX_FAILURES). */
  childLoginIp: { points: 30, seconds: 15 * 60 },
  registerIp: { points: 20, seconds: 60 * 60 },
  mailIp: { points: 20, seconds: 60 * 60 },
  mailEmail: { points: 5, seconds: 60 * 60 },
  /** Failed reset links only, by client, so that junk tokens never block the genuine link. */
  resetIp: { points: 30, seconds: 60 * 60 },
  resetClient: { points: 10, seconds: 60 * 60 },
  /** Changing one's email or password: the current password is tried at most this often. */
  credentialChange: { points: 10, seconds: 15 * 60 },
  /** Email changes mail the new address: per account and per address, like the resend limits. */
  emailChangeAccount: { points: 5, seconds: 60 * 60 },
  emailChangeTarget: { points: 3, seconds: 60 * 60 },
  /** The "it was not me" link, tried by one client. */
  recoveryIp: { points: 20, seconds: 60 * 60 },
  /** Pictures decoded for one account (each costs CPU and memory). */
  avatarUpload: { points: 20, seconds: 60 * 60 },
  contactIp: { points: 5, seconds: 60 * 60 },
  gamePlayChild: { points: 200, seconds: 60 * 60 },
  /** A parent's password asked again (remove a child, export, delete the account). */
  passwordCheck: { points: 10, seconds: 15 * 60 },
  /** An export reads every row of a family and zips their pictures. */
  exportParent: { points: 5, seconds: 60 * 60 },
  /** Checkouts by one parent, placed or refused: a family orders a few times a day at most. */
  checkoutParent: { points: 10, seconds: 60 * 60 },
};

/**
 * After this many failed logins to one account in LOGIN limits' window, each further attempt waits
 * twice as long as the one before, up to the ceiling: guessing slows to a crawl while the owner,
 * with the right password, still gets in.
 */
export const LOGIN_DELAY: LoginDelay = { freeFailures: 5, firstMs: 250, maxMs: 8000 };

export interface LoginDelay {
  freeFailures: number;
  firstMs: number;
  maxMs: number;
}

export function loginDelayMs(failures: number, delay: LoginDelay): number {
  if (failures < delay.freeFailures) return 0;
  return Math.min(delay.maxMs, delay.firstMs * 2 ** (failures - delay.freeFailures));
}

function scaled(rules: Record<RateLimitName, RateLimitRule>, factor: number) {
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    { ...rule, points: Math.max(1, Math.round(rule.points * factor)) },
  ]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimitRule>;
}

/** `Dino <no-reply@dino.am>` or `no-reply@dino.am` → `no-reply@dino.am`. */
function addressOf(mailbox: string): string {
  return mailbox.replace(/^.*<([^>]+)>.*$/, '$1').trim();
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
    allowedHosts: e.ALLOWED_HOSTS,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? addressOf(e.MAIL_FROM),
    reservedAddresses: [addressOf(e.MAIL_FROM), addressOf(e.CONTACT_TO ?? e.MAIL_FROM)].map(
      (address) => address.toLowerCase(),
    ),
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: trustProxy(e.TRUST_PROXY),
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    apiOnly: e.API_ONLY === '1' || e.API_ONLY === 'true',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    mail: { pollMs: 5000, retryBaseMs: 2000, retryMaxMs: 10 * 60 * 1000 },
    rateLimits: scaled(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_FACTOR),
    loginDelay: LOGIN_DELAY,
  };
}
