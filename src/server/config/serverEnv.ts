import path from 'node:path';
import { readAdminEmails } from './adminEmailsEnv';
import { readBackupEnv, type BackupEnv } from './backupEnv';
import { readCallEnv, type CallEnv } from './callEnv';
import {
  readRequestRateLimits,
  readTrustProxy,
  type RequestRateLimits,
  type TrustProxy,
} from './requestLimitsEnv';

/** Everything the server reads from its environment, read once at start. */
export interface ServerEnv {
  port: number;
  host: string;
  /** Where the embedded PGlite database and the mail outbox live. */
  dataDir: string;
  /** A PostgreSQL server; when set, the embedded database is not used. */
  databaseUrl: string | undefined;
  /** nodemailer transport URL (smtp://user:pass@host:port); without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people reach the product at, used to build links in mail. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; without it publicUrl is this machine's localhost. */
  publicUrlGiven: boolean;
  profileConfigDir: string;
  /** The exercise library and template routines (exercises.json, templates.json). */
  workoutCatalogueDir: string;
  /** Built client assets; absent in API-only tests. */
  clientDir: string;
  /**
   * Whether to create the demo accounts, whose passwords are in the README: by default only
   * on the embedded database, never on a PostgreSQL server that may be a real deployment.
   */
  seedDemoAccounts: boolean;
  /**
   * FHIR R4 base URL of each partner laboratory, by the partner's id in the configs: from
   * {ID}_FHIR_BASE_URL (AMPATH_FHIR_BASE_URL for ampath). A partner without one is not
   * connected: its import answers that it is not.
   */
  partnerFhirUrls: Record<string, string>;
  /** Video calls: ICE_SERVERS, VIDEOSDK_API_KEY and VIDEOSDK_SECRET. */
  calls: CallEnv;
  /** RATE_LIMIT_LOGIN, RATE_LIMIT_REGISTER, RATE_LIMIT_PASSWORD_RESET, RATE_LIMIT_MEETING_CHECK. */
  requestRateLimits: RequestRateLimits;
  /** TRUST_PROXY: whose X-Forwarded-For is believed for the client's address. */
  trustProxy: TrustProxy;
  /** BACKUP_EVERY, BACKUP_DIR, BACKUP_KEEP. */
  backups: BackupEnv;
  /** ADMIN_EMAILS, lower-cased: the clinic's administrators, who bring in its clinicians. */
  adminEmails: readonly string[];
}

const PARTNER_FHIR_URL = /^([A-Z][A-Z0-9]*)_FHIR_BASE_URL$/;

function readPartnerFhirUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const partner = PARTNER_FHIR_URL.exec(name)?.[1];
    if (partner === undefined || value === undefined || value === '') continue;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      throw new Error(`${name} must be an http(s) URL of a FHIR R4 server, got "${value}"`);
    }
    urls[partner.toLowerCase()] = value;
  }
  return urls;
}

/** SEED_DEMO_ACCOUNTS: 'true' or 'false'; unset means "only on the embedded database". */
function readSeedDemoAccounts(raw: string | undefined, databaseUrl: string | undefined): boolean {
  if (raw === undefined || raw === '') return databaseUrl === undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(
    `SEED_DEMO_ACCOUNTS must be true or false (or unset: demo accounts only without DATABASE_URL), got "${raw}"`,
  );
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = readPort(env.PORT);
  const root = process.cwd();
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Motus <no-reply@motus.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlGiven: env.PUBLIC_URL !== undefined,
    profileConfigDir: path.resolve(root, env.PROFILE_CONFIG_DIR ?? 'profile-configs'),
    workoutCatalogueDir: path.resolve(
      root,
      env.WORKOUT_CATALOGUE_DIR ?? path.join('profile-configs', 'workout'),
    ),
    clientDir: path.resolve(root, env.CLIENT_DIR ?? 'dist/client'),
    seedDemoAccounts: readSeedDemoAccounts(env.SEED_DEMO_ACCOUNTS, env.DATABASE_URL || undefined),
    partnerFhirUrls: readPartnerFhirUrls(env),
    calls: readCallEnv(env),
    requestRateLimits: readRequestRateLimits(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    backups: readBackupEnv(env, root, dataDir),
    adminEmails: readAdminEmails(env.ADMIN_EMAILS),
  };
}
