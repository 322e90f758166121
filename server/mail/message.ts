/**
 * The notification mail of one inquiry (contracts §15): to the footer address of its business
 * field, Reply-To the visitor, every field under its Korean label, the number and the time in
 * Asia/Seoul, as plain text and HTML. Visitor text is escaped in the HTML, and no header value
 * can hold a line break, so no field can add a header (nodemailer encodes the rest).
 */
import { escapeUTF8 as escapeHtml } from 'entities';
import type { SendMailOptions } from 'nodemailer';
import { contactKo } from '../../site/messages/contact.ts';
import {
  CHOICE_FIELDS,
  INQUIRY_FIELDS,
  type ContactInquiry,
  type InquiryField,
} from '../../site/inquiry/schema.ts';
import { countryName } from '../../site/inquiry/countries.ts';
import { OVERSEAS } from '../../site/inquiry/regions.ts';
import { seoulTime } from '../../site/seoul-time.ts';
import type { StoredInquiry } from '../store/store.ts';

export interface Recipients {
  business: string;
  safewiz: string;
  product: string;
}

const SAFEWIZ_FIELDS = new Set(['safewiz', 'must-xr']);
const PRODUCT_FIELDS = new Set(['parking', 'kiosk', 'rfid', 'remote-locker']);

/**
 * ('must-xr') -> safewiz address; ('kiosk') -> product address; ('energy-iot') -> business
 * address
 */
export function recipientFor(field: ContactInquiry['businessField'], emails: Recipients): string {
  return SAFEWIZ_FIELDS.has(field)
    ? emails.safewiz
    : PRODUCT_FIELDS.has(field)
      ? emails.product
      : emails.business;
}

/**
 * `<inquiry-42.a1b2c3d4e5f6@www.example.com>`: the same for every attempt, so a resend shows as a
 * duplicate.
 */
export function messageIdFor(contactSeq: number, instance: string, host: string): string {
  return `<inquiry-${contactSeq}.${instance}@${host}>`;
}

/** ('2025-10-02T05:03:11.000Z') -> '2025-10-02 14:03:11 (KST)' */
export function formatSeoulTime(iso: string): string {
  const { day, time } = seoulTime(iso);
  return `${day} ${time} (KST)`;
}

/** ('a\r\nBcc: x\u0000') -> 'a Bcc: x': a header value on one line, without control characters. */
export function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/**
 * ('businessField', 'safewiz') -> 'safewiz'; ('budget', 'direct') -> '직접 입력'; an unknown value,
 * and any value of a field that is not a choice, as it is: ('notes', 'count') -> 'count'.
 */
export function optionLabel(field: InquiryField, value: string): string {
  if (!CHOICE_FIELDS.has(field)) return value;
  const key = `contact.${field}.${value}` as keyof typeof contactKo;
  return Object.hasOwn(contactKo, key) ? contactKo[key] : value;
}

/**
 * optionLabel, and the budget amount with separators: ('budgetAmount', '50000000') ->
 * '50,000,000원'
 */
function shown(field: InquiryField, value: string): string {
  if (field === 'budgetAmount')
    return /^\d+$/.test(value) ? `${Number(value).toLocaleString('en-US')}원` : value;
  return optionLabel(field, value);
}

/**
 * The district row: from abroad (contracts §17) the country by its Korean name, 'JP' -> ['국가',
 * '일본 (JP)'].
 */
function districtRow(inquiry: StoredInquiry): [string, string] {
  if (inquiry.province !== OVERSEAS.ko)
    return [contactKo['contact.field.district'], oneLine(inquiry.district)];
  return [
    contactKo['contact.field.country'],
    `${countryName(inquiry.district, 'ko')} (${inquiry.district})`,
  ];
}

/** [Korean label, value] of every field the inquiry has, in form order. */
export function labelledFields(inquiry: StoredInquiry): [string, string][] {
  const rows: [string, string][] = [];
  for (const field of INQUIRY_FIELDS) {
    const value = inquiry[field];
    if (value === undefined || value === null) continue;
    if (field === 'privacyConsent') rows.push([contactKo['contact.section.privacy'], '동의함']);
    else if (field === 'district') rows.push(districtRow(inquiry));
    else if (field === 'notes') rows.push([contactKo['contact.field.notes'], String(value)]);
    // One line, whatever an imported row holds: a break would start a line that looks like a field.
    else rows.push([contactKo[`contact.field.${field}`], oneLine(shown(field, String(value)))]);
  }
  return rows;
}

const NOTES_LABEL = contactKo['contact.field.notes'];

/** How the visitor's notes are set off in the text part: every line, so none reads as a field. */
export const NOTES_INDENT = '    ';

/**
 * The notes as a block of their own: every line indented, as the HTML part holds them
 * in a cell, so a line the visitor wrote as `연락처: 010-9999-9999` never looks like the mail's
 * own field line. ('a\r\nb') -> '    a\n    b'; any line break counts, also one an imported row
 * holds (\r, U+2028, U+2029).
 */
export function indented(value: string): string {
  return value
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => NOTES_INDENT + line)
    .join('\n');
}

export interface MailContext {
  from: string;
  to: string;
  messageId: string;
}

/** Every row of an inquiry's notification: its number and time, then its fields. */
export function inquiryRows(inquiry: StoredInquiry): [string, string][] {
  return [
    ['문의 번호', String(inquiry.contactSeq)],
    ['접수 시각', formatSeoulTime(inquiry.receivedAt)],
    ...labelledFields(inquiry),
  ];
}

/** The rows as the text part writes them: `label: value`, the notes as an indented block. */
export function textRows(rows: [string, string][]): string[] {
  return rows.map(([label, value]) =>
    label === NOTES_LABEL ? `${label}:\n${indented(value)}` : `${label}: ${value}`,
  );
}

/** The rows as the HTML part's table, every value escaped. */
export function htmlTable(rows: [string, string][]): string {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<table>${cells.join('')}</table>`;
}

/** '솔루션 문의 · safewiz · 테스트 주식회사': what an inquiry is about, on one line. */
export function summaryOf(inquiry: StoredInquiry): string {
  return [
    shown('inquiryType', inquiry.inquiryType),
    shown('businessField', inquiry.businessField),
    inquiry.company,
  ]
    .map(oneLine)
    .join(' · ');
}

export function composeMail(inquiry: StoredInquiry, context: MailContext): SendMailOptions {
  const heading = `홈페이지 문의 #${inquiry.contactSeq}`;
  const intro = `${heading}이 접수되었습니다. 이 메일에 답장하면 문의자에게 전달됩니다.`;
  const rows = inquiryRows(inquiry);
  return {
    from: context.from,
    to: context.to,
    replyTo: { name: oneLine(inquiry.name), address: oneLine(inquiry.email) },
    subject: `[${heading}] ${summaryOf(inquiry)}`,
    messageId: context.messageId,
    text: [intro, '', ...textRows(rows)].join('\n'),
    html: `<!doctype html><html lang="ko"><body><p>${escapeHtml(intro)}</p>${htmlTable(rows)}</body></html>`,
  };
}
