/**
 * Stored inquiries (DECISIONS §5): one JSON object per line, appended and fsync'd before the
 * caller hears "saved". Appends that arrive together share one write and one fsync (group
 * commit), so 200 at once cost a handful of syncs. A crash can leave a torn last line: reading
 * skips it, and the store cuts it off before its first append, so new lines start clean.
 */
import { mkdir, open, readFile, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ContactInquiry } from '../site/inquiry/schema.ts';

export interface StoredInquiry extends ContactInquiry {
  /** 1, 2, 3, ... in the order the lines were written. */
  contactSeq: number;
  /** ISO time the server received it. */
  receivedAt: string;
}

export interface InquiryLog {
  records: StoredInquiry[];
  /** Lines that are not complete JSON objects (a torn last line after a crash). */
  skipped: number;
  /** Byte length of the complete lines: where a torn tail starts. */
  cleanBytes: number;
}

/** 'a\nb\n{"x' -> the objects of complete, parseable lines; the torn '{"x' counted in `skipped`. */
export function parseInquiryLog(text: string): InquiryLog {
  const end = text.lastIndexOf('\n') + 1;
  const records: StoredInquiry[] = [];
  let skipped = text.slice(end).trim() ? 1 : 0;
  for (const line of text.slice(0, end).split('\n')) {
    if (!line.trim()) continue;
    const record = parseLine(line);
    if (record) records.push(record);
    else skipped += 1;
  }
  return { records, skipped, cleanBytes: Buffer.byteLength(text.slice(0, end)) };
}

function parseLine(line: string): StoredInquiry | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && typeof (value as StoredInquiry).contactSeq === 'number' ? (value as StoredInquiry) : undefined;
  } catch {
    return undefined;
  }
}

/** Every complete inquiry in `file` (none when it does not exist yet). */
export async function readInquiries(file: string): Promise<InquiryLog> {
  try {
    return parseInquiryLog(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], skipped: 0, cleanBytes: 0 };
    throw error;
  }
}

interface Pending {
  inquiry: ContactInquiry;
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

export class InquiryStore {
  #nextSeq: number | undefined;
  #queue: Pending[] = [];
  #flushing = false;

  constructor(readonly file: string) {}

  /** Resolves with the inquiry's contactSeq once its line is on disk. */
  append(inquiry: ContactInquiry): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ inquiry, resolve, reject });
      if (!this.#flushing) void this.#flush();
    });
  }

  /** Writes everything queued, batch after batch, until the queue is empty. */
  async #flush(): Promise<void> {
    this.#flushing = true;
    while (this.#queue.length) {
      const batch = this.#queue.splice(0);
      try {
        const seqs = await this.#write(batch.map((p) => p.inquiry));
        batch.forEach((p, i) => p.resolve(seqs[i]!));
      } catch (error) {
        // The file may now end in a partial line: look at it again before the next write.
        this.#nextSeq = undefined;
        batch.forEach((p) => p.reject(error));
      }
    }
    this.#flushing = false;
  }

  async #write(inquiries: ContactInquiry[]): Promise<number[]> {
    const first = this.#nextSeq ?? (await this.#recover());
    const receivedAt = new Date().toISOString();
    const lines = inquiries.map((inquiry, i) => `${JSON.stringify({ contactSeq: first + i, receivedAt, ...inquiry })}\n`);
    const handle = await open(this.file, 'a');
    try {
      await handle.appendFile(lines.join(''));
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.#nextSeq = first + inquiries.length;
    return inquiries.map((_, i) => first + i);
  }

  /** The next contactSeq, after cutting off a torn tail; creates the file and syncs its folder. */
  async #recover(): Promise<number> {
    await mkdir(dirname(this.file), { recursive: true });
    const handle = await open(this.file, 'a');
    const { size } = await handle.stat().finally(() => handle.close());
    const log = await readInquiries(this.file);
    if (size > log.cleanBytes) {
      console.warn(`${this.file}: cut off a torn last line (${size - log.cleanBytes} bytes) left by an interrupted write`);
      await truncate(this.file, log.cleanBytes);
    }
    await syncFolder(dirname(this.file));
    return log.records.reduce((max, r) => Math.max(max, r.contactSeq), 0) + 1;
  }
}

/** fsync of the folder, so a newly created file's entry survives a power cut too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
