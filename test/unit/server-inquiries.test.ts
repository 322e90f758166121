/**
 * The inquiry store under load and after a crash (DECISIONS §5): every acknowledged inquiry is on
 * disk exactly once, and a torn last line is skipped on read and cut off before the next write.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '../helpers/api-server.ts';
import { InquiryStore, parseInquiryLog, readInquiries } from '../../server/inquiries.ts';
import { CONTACT_PATH, VALID_INQUIRY, post } from '../helpers/inquiry.ts';
import { ROOT } from '../helpers/dist.ts';

const store = suite('server inquiries');
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'inquiries-test-')), 'inquiries.jsonl');
const marked = (marker: string) => ({ ...VALID_INQUIRY, name: marker });
const TORN = '{"contactSeq":999999,"receivedAt":"2025-01-01T00:00:00.000Z","name":"torn-';

store('server inquiries - a torn last line is skipped on read; complete lines are kept', () => {
  const good = (seq: number) => JSON.stringify({ ...VALID_INQUIRY, contactSeq: seq, receivedAt: 'x' });
  const text = `${good(1)}\n${good(2)}\n${TORN}`;
  const log = parseInquiryLog(text);
  assert.equal(log.records.map((r) => r.contactSeq), [1, 2]);
  assert.is(log.skipped, 1);
  assert.is(log.cleanBytes, Buffer.byteLength(`${good(1)}\n${good(2)}\n`));
  assert.equal(parseInquiryLog(`${good(1)}\nnot json\n${good(3)}\n`).records.map((r) => r.contactSeq), [1, 3]);
  assert.equal(parseInquiryLog(''), { records: [], skipped: 0, cleanBytes: 0 });
});

store('server inquiries - the store cuts a torn tail before appending and continues the numbering', async () => {
  const file = tempFile();
  writeFileSync(file, `${JSON.stringify({ ...VALID_INQUIRY, contactSeq: 7, receivedAt: 'x' })}\n${TORN}`);
  const warn = console.warn;
  console.warn = () => {};
  const seq = await new InquiryStore(file).append(marked('after-crash')).finally(() => { console.warn = warn; });
  assert.is(seq, 8);
  const log = await readInquiries(file);
  assert.equal([log.records.map((r) => r.name), log.skipped], [[VALID_INQUIRY.name, 'after-crash'], 0]);
  assert.ok(readFileSync(file, 'utf8').endsWith('\n'));
});

store('server inquiries - 200 concurrent inquiries are all stored exactly once', async () => {
  const file = tempFile();
  const { base, close } = await startApiServer(file);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post(base, CONTACT_PATH, marked(`load-${i}`))));
  const elapsed = Math.round(performance.now() - started);
  await close();
  assert.ok(answers.every((a) => a.status === 200), JSON.stringify(answers.find((a) => a.status !== 200)));
  const seqs = answers.map((a) => (a.body.data as { contactSeq: number }).contactSeq).sort((a, b) => a - b);
  assert.equal(seqs, Array.from({ length: 200 }, (_, i) => i + 1));
  const log = await readInquiries(file);
  assert.is(log.skipped, 0);
  assert.is(log.records.length, 200);
  assert.is(new Set(log.records.map((r) => r.name)).size, 200);
  for (const record of log.records) assert.is(answers[Number(record.name.slice(5))]!.body.data && (answers[Number(record.name.slice(5))]!.body.data as { contactSeq: number }).contactSeq, record.contactSeq);
  console.log(`  concurrency: 200 inquiries at once, all acknowledged and stored once, in ${elapsed} ms`);
});

/** Starts the preview server in a child process (test/helpers/api-server.ts); resolves with its URL. */
function startChild(file: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/api-server.ts'], { cwd: ROOT, env: { ...process.env, INQUIRIES_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const base = /listening (\S+)/.exec(chunk.toString())?.[1];
      if (base) resolve({ child, base });
    });
  });
}

/** Sends inquiries from `workers` loops until `stop()`; collects the markers the server acknowledged. */
function loadUntilKilled(base: string, workers: number, killAfter: number, kill: () => void) {
  const acked = new Map<string, number>();
  let sent = 0;
  let failed = 0;
  const worker = async (w: number) => {
    for (let i = 0; ; i += 1) {
      const marker = `crash-${w}-${i}`;
      sent += 1;
      try {
        const answer = await post(base, CONTACT_PATH, marked(marker));
        if (answer.status === 200) acked.set(marker, (answer.body.data as { contactSeq: number }).contactSeq);
        if (acked.size === killAfter) kill();
      } catch {
        failed += 1;
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => ({ acked, sent, failed }));
}

store('server inquiries - kill -9 during writes, then restart: every acknowledged inquiry is there, a torn line is skipped', async () => {
  const file = tempFile();
  const first = await startChild(file);
  first.child.removeAllListeners('exit');
  const { acked, sent, failed } = await loadUntilKilled(first.base, 16, 150, () => first.child.kill('SIGKILL'));
  // A crash in the middle of a line leaves it torn; make sure one is there, whatever the kill hit.
  appendFileSync(file, TORN);
  const beforeRestart = await readInquiries(file);
  assert.is(beforeRestart.skipped, 1);

  const second = await startChild(file);
  const after = await post(second.base, CONTACT_PATH, marked('after-restart'));
  second.child.kill('SIGKILL');
  assert.is(after.status, 200);

  const log = await readInquiries(file);
  const counts = new Map<string, number>();
  for (const r of log.records) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  for (const [marker, seq] of acked) {
    assert.is(counts.get(marker), 1, `${marker} stored ${counts.get(marker) ?? 0} times`);
    assert.is(log.records.find((r) => r.name === marker)!.contactSeq, seq);
  }
  assert.ok([...counts.values()].every((n) => n === 1));
  assert.is(log.skipped, 0);
  assert.not.ok(log.records.some((r) => r.name.startsWith('torn')));
  const maxBefore = Math.max(...beforeRestart.records.map((r) => r.contactSeq));
  assert.is((after.body.data as { contactSeq: number }).contactSeq, maxBefore + 1);
  console.log(`  crash: ${sent} sent by 16 clients, ${acked.size} acknowledged before kill -9, ${failed} cut off, ${beforeRestart.records.length} on disk; all acknowledged present once after restart`);
});

store.run();
