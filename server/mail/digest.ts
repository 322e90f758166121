/**
 * The digest: past the mailbox's normal rate (MAIL_DIGEST, 10 an hour to one address
 * by default), an address's notifications go as one mail every quarter hour listing every
 * inquiry in full, as its own mail would have, instead of one mail each. A flood then costs the
 * sales team a few mails an hour, and no inquiry goes unread: each is in one digest (and in the
 * export). Without one visitor to answer, the digest has no Reply-To; each inquiry shows its
 * e-mail address.
 */
import { escapeUTF8 as escapeHtml } from 'entities';
import type { SendMailOptions } from 'nodemailer';
import type { RateLimit } from '../store/rate-limit.ts';
import type { StoredInquiry } from '../store/store.ts';
import { htmlTable, inquiryRows, summaryOf, textRows } from './message.ts';

/** Inquiries in one digest at most; more due at once make another right after (a smaller mail). */
export const DIGEST_MAX = 100;

/** `<digest-41-57.a1b2c3d4e5f6@www.example.com>`: its first and last inquiry, like one mail's. */
export function digestIdFor(seqs: number[], instance: string, host: string): string {
  return `<digest-${Math.min(...seqs)}-${Math.max(...seqs)}.${instance}@${host}>`;
}

/** (3_600_000) -> '1시간'; (600_000) -> '10분'; (90_000) -> '90초' */
export function windowInKorean(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}시간`;
  if (ms % 60_000 === 0) return `${ms / 60_000}분`;
  return `${Math.round(ms / 1000)}초`;
}

export interface DigestContext {
  from: string;
  to: string;
  messageId: string;
  /** The threshold past which mail goes as digests, for the reader (MAIL_DIGEST). */
  limit: RateLimit;
  /** How often a digest goes (ms). */
  everyMs: number;
}

export function composeDigest(inquiries: StoredInquiry[], context: DigestContext): SendMailOptions {
  const sorted = [...inquiries].sort((a, b) => a.contactSeq - b.contactSeq);
  const first = sorted[0]!.contactSeq;
  const last = sorted.at(-1)!.contactSeq;
  const range = first === last ? `#${first}` : `#${first}~#${last}`;
  const intro = [
    `홈페이지 문의 ${sorted.length}건이 접수되었습니다 (${range}).`,
    `이 주소로 ${windowInKorean(context.limit.windowMs)}에 ${context.limit.max}건이 넘게 접수되어 ${windowInKorean(context.everyMs)}마다 한 통으로 묶어 보냅니다.`,
    '답장은 각 문의의 이메일 주소로 보내 주세요.',
  ];
  const blocks = sorted.map((inquiry) => ({
    heading: `문의 #${inquiry.contactSeq}: ${summaryOf(inquiry)}`,
    rows: inquiryRows(inquiry),
  }));
  return {
    from: context.from,
    to: context.to,
    subject: `[홈페이지 문의 ${sorted.length}건] ${range}`,
    messageId: context.messageId,
    text: [
      ...intro,
      ...blocks.flatMap((block) => ['', `== ${block.heading} ==`, ...textRows(block.rows)]),
    ].join('\n'),
    html: `<!doctype html><html lang="ko"><body>${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${blocks
      .map((block) => `<h2>${escapeHtml(block.heading)}</h2>${htmlTable(block.rows)}`)
      .join('')}</body></html>`,
  };
}
