/**
 * The inquiry side of the server, wired once at start (contracts §5, §15, §22): open and migrate
 * the store (PostgreSQL at DATABASE_URL, else SQLite at INQUIRIES_DB with a JSON Lines file of the
 * previous store imported), its limits, and, when SMTP is configured, the mail sender. Every
 * setting comes from the options or the environment: DATABASE_URL, INQUIRIES_DB, INQUIRIES_FILE,
 * RATE_LIMIT, RATE_LIMIT_NETWORK, RATE_LIMIT_SITE, MAIL_DIGEST, SMTP_URL, MAIL_FROM.
 */
import { join } from 'node:path';
import { loadCompany } from '../site/content/load.ts';
import type { CompanyFacts } from '../site/content/schemas.ts';
import { openStore } from './store/open.ts';
import type { InquiryStore } from './store/store.ts';
import {
  DEFAULT_DIGEST,
  DEFAULT_NETWORK_LIMIT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SITE_LIMIT,
  parseRateLimit,
} from './store/rate-limit.ts';
import { recipientFor } from './mail/message.ts';
import { startSender, type SenderOptions } from './mail/outbox.ts';
import { createMailTransport, missingMailSettings } from './mail/transport.ts';

/** Mails in flight at once, each on its own SMTP connection: one stalled send holds only one. */
const MAIL_CONNECTIONS = 3;

export interface InquiryOptions {
  /** PostgreSQL (contracts §22); default `DATABASE_URL`. When set, `db` is not used. */
  databaseUrl?: string;
  /** SQLite file; default `INQUIRIES_DB`, else data/inquiries.db. */
  db?: string;
  /**
   * JSON Lines file of the previous store, imported once; default `INQUIRIES_FILE`, else
   * data/inquiries.jsonl.
   */
  inquiriesFile?: string;
  /**
   * Per client: `5/10m` or `off`; default `RATE_LIMIT`, else 5/10m. `off` lifts the ceiling too
   * (load tests).
   */
  rateLimit?: string;
  /** Per network (IPv6 /48, IPv4 /24): default `RATE_LIMIT_NETWORK`, else 20/10m. */
  networkLimit?: string;
  /**
   * The site's normal rate, past which inquiries need a proof of work: `RATE_LIMIT_SITE`, else
   * 50/1h.
   */
  siteLimit?: string;
  /** Mails to one address per window past which they go as digests: `MAIL_DIGEST`, else 10/1h. */
  mailDigest?: string;
  /** How often a digest goes, for tests that cannot wait a quarter hour (DIGEST_EVERY_MS). */
  digestEveryMs?: number;
  smtpUrl?: string;
  mailFrom?: string;
  /** Sender timings, for tests that cannot wait minutes. */
  mail?: Pick<
    SenderOptions,
    'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'pollMs' | 'deadlineMs' | 'answerMs'
  >;
  log?: (line: string) => void;
}

export interface InquiryService {
  store: InquiryStore;
  company: CompanyFacts;
  /** Tells the sender to look for work; nothing when mail is off. */
  kick: () => void;
  close: () => Promise<void>;
}

/** The company facts, or an error naming each problem of content/company.yaml. */
export function readCompany(root: string): CompanyFacts {
  const { company, errors } = loadCompany(root);
  if (!company) throw new Error(errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'));
  return company;
}

export async function openInquiries(
  root: string,
  options: InquiryOptions = {},
): Promise<InquiryService> {
  const env = process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const company = readCompany(root);
  const rateText = options.rateLimit ?? env.RATE_LIMIT ?? DEFAULT_RATE_LIMIT;
  // `RATE_LIMIT=off` (load tests) lifts the network's limit and the site's rate too.
  const unlessOff = (text: string, name: string) =>
    parseRateLimit(rateText.trim() === 'off' ? 'off' : text, name);
  const limits = {
    rateLimit: parseRateLimit(rateText),
    networkLimit: unlessOff(
      options.networkLimit ?? env.RATE_LIMIT_NETWORK ?? DEFAULT_NETWORK_LIMIT,
      'RATE_LIMIT_NETWORK',
    ),
    siteLimit: unlessOff(
      options.siteLimit ?? env.RATE_LIMIT_SITE ?? DEFAULT_SITE_LIMIT,
      'RATE_LIMIT_SITE',
    ),
    digest: parseRateLimit(options.mailDigest ?? env.MAIL_DIGEST ?? DEFAULT_DIGEST, 'MAIL_DIGEST'),
    digestEveryMs: options.digestEveryMs,
  };
  const settings = {
    smtpUrl: options.smtpUrl ?? env.SMTP_URL,
    mailFrom: options.mailFrom ?? env.MAIL_FROM,
  };
  const missing = missingMailSettings(settings);
  const store = await openStore(
    {
      databaseUrl: options.databaseUrl ?? env.DATABASE_URL,
      file: options.db ?? env.INQUIRIES_DB ?? join(root, 'data/inquiries.db'),
      jsonl: options.inquiriesFile ?? env.INQUIRIES_FILE ?? join(root, 'data/inquiries.jsonl'),
      serving: true,
      log,
    },
    { ...limits, routeMail: (field) => recipientFor(field, company.emails) },
  );
  if (missing) log(missing);
  const sender = missing
    ? undefined
    : startSender({
        queue: store.outbox,
        transport: createMailTransport(settings.smtpUrl!, MAIL_CONNECTIONS),
        connections: MAIL_CONNECTIONS,
        from: settings.mailFrom ?? `${company.name.ko} <${company.emails.business}>`,
        host: new URL(company.origin).hostname,
        digestLimit: limits.digest,
        digestEveryMs: limits.digestEveryMs,
        log,
        ...options.mail,
      });
  return {
    store,
    company,
    kick: () => sender?.kick(),
    close: async () => {
      await sender?.stop();
      await store.close();
    },
  };
}
