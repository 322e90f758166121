/**
 * The one-time import of the previous store, a JSON Lines file (`INQUIRIES_FILE`, default
 * data/inquiries.jsonl; contracts §5). One transaction: every inquiry keeps its `contactSeq`; a
 * number the file used twice (two old processes on one file) keeps it for the first and gives
 * the others new numbers, reported. Lines that are not whole inquiries (a torn last line) are
 * written aside to `<file>.torn`, never dropped silently. The file is then renamed
 * `<file>.imported`, never deleted. Each line is keyed by its hash, so importing the same lines
 * twice (a crash before the rename) imports nothing twice. Read in chunks: memory stays flat.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, openSync, readSync, renameSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { INQUIRY_FIELDS, OPTIONAL_FIELDS } from '../../site/inquiry/schema.ts';
import type { Db } from './db.ts';
import { toRow } from './sqlite-store.ts';
import type { StoredInquiry } from './store.ts';

export interface ImportReport {
  imported: number;
  /** Lines imported by an earlier run. */
  already: number;
  /** [number in the file, number given] for numbers the file used more than once. */
  renumbered: [number, number][];
  /** Lines written aside to `<file>.torn`. */
  torn: number;
  renamedTo: string;
}

/** Lines of `file`, read 1 MiB at a time; the last one may lack its newline (a torn write). */
function* readLines(file: string): Generator<string> {
  const fd = openSync(file, 'r');
  const decoder = new StringDecoder('utf8');
  const chunk = Buffer.alloc(1 << 20);
  let rest = '';
  try {
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk)) {
      const lines = (rest + decoder.write(chunk.subarray(0, n))).split('\n');
      rest = lines.pop()!;
      yield* lines;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    closeSync(fd);
  }
}

/** '{"contactSeq":3,...}' -> the inquiry, when every required field is there; else undefined. */
export function parseLine(line: string): StoredInquiry | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (
    !value ||
    typeof value !== 'object' ||
    !Number.isSafeInteger(value.contactSeq) ||
    (value.contactSeq as number) < 1
  )
    return undefined;
  if (
    typeof value.receivedAt !== 'string' ||
    Number.isNaN(Date.parse(value.receivedAt)) ||
    value.privacyConsent !== true
  )
    return undefined;
  const complete = INQUIRY_FIELDS.every(
    (f) =>
      f === 'privacyConsent' ||
      (OPTIONAL_FIELDS.has(f)
        ? value[f] === undefined || typeof value[f] === 'string'
        : typeof value[f] === 'string'),
  );
  return complete ? (value as unknown as StoredInquiry) : undefined;
}

/** `<file>.imported`, or `.imported.2`, `.3`, ... when an earlier import left that name. */
function freeName(file: string): string {
  let name = `${file}.imported`;
  for (let n = 2; existsSync(name); n += 1) name = `${file}.imported.${n}`;
  return name;
}

export function importJsonl(db: Db, file: string): ImportReport | undefined {
  if (!existsSync(file)) return undefined;
  const known = db.prepare('SELECT 1 FROM inquiries WHERE idempotencyKey = ?').pluck();
  const taken = db.prepare('SELECT 1 FROM inquiries WHERE contactSeq = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO inquiries (contactSeq, ${Object.keys(toRow({})).join(', ')}) VALUES (@contactSeq, ${Object.keys(
      toRow({}),
    )
      .map((c) => `@${c}`)
      .join(', ')})`,
  );
  const report: ImportReport = { imported: 0, already: 0, renumbered: [], torn: 0, renamedTo: '' };
  const torn: string[] = [];
  /** Pass 1 stores lines whose number is free; pass 2 gives the rest new numbers. */
  const pass = (renumber: boolean) => {
    for (const line of readLines(file)) {
      if (!line.trim()) continue;
      const inquiry = parseLine(line);
      if (!inquiry) {
        if (!renumber) torn.push(line);
        continue;
      }
      const key = `jsonl:${createHash('sha256').update(line.trim()).digest('base64url')}`;
      if (known.get(key)) {
        if (!renumber) report.already += 1;
        continue;
      }
      if (!renumber && taken.get(inquiry.contactSeq)) continue;
      const row = {
        ...toRow(inquiry, { idempotencyKey: key }),
        contactSeq: renumber ? null : inquiry.contactSeq,
      };
      const given = Number(insert.run(row).lastInsertRowid);
      if (renumber) report.renumbered.push([inquiry.contactSeq, given]);
      report.imported += 1;
    }
  };
  db.transaction(() => {
    pass(false);
    pass(true);
  }).immediate();
  if (torn.length) appendFileSync(`${file}.torn`, `${torn.join('\n')}\n`);
  report.torn = torn.length;
  report.renamedTo = freeName(file);
  renameSync(file, report.renamedTo);
  return report;
}

/** The one line the server prints about an import. */
export function describeImport(file: string, r: ImportReport): string {
  const parts = [`imported ${r.imported} inquiries from ${file} (no mail is sent for them)`];
  if (r.already) parts.push(`${r.already} were imported before`);
  if (r.renumbered.length)
    parts.push(
      `${r.renumbered.length} used a number twice and got new ones (${r.renumbered
        .slice(0, 5)
        .map(([a, b]) => `${a}->${b}`)
        .join(', ')}${r.renumbered.length > 5 ? ', ...' : ''})`,
    );
  if (r.torn)
    parts.push(`${r.torn} unreadable line(s), such as a torn last line, written to ${file}.torn`);
  parts.push(`renamed to ${r.renamedTo}`);
  return parts.join('; ');
}
