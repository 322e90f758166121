/**
 * `npm run inquiries -- export | purge` (contracts §12, §15) on a database in a temp folder: the
 * CSV as Excel in Korea needs it, and the purge destroying exactly what the retention period of
 * content/company.yaml says, with its outbox rows, leaving the text nowhere in the file.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { linkSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openDatabase, type Db } from '../../server/store/db.ts';
import { CSV_HEADERS, csvCell, sinceToUtc } from '../../server/store/export.ts';
import { INQUIRY_FIELDS } from '../../site/inquiry/schema.ts';
import { retentionCutoff } from '../../server/store/purge.ts';
import { toRow } from '../../server/store/sqlite-store.ts';
import { readCompany } from '../../server/open-inquiries.ts';
import { tempDir } from '../helpers/temp.ts';
import { VALID_INQUIRY } from '../helpers/inquiry.ts';
import { ROOT } from '../helpers/dist.ts';

const cli = suite('inquiries cli');
const YEARS = readCompany(ROOT).inquiryRetentionYears;

/**
 * A database with inquiries received at the given times, each with its outbox row (sent or not).
 */
function seed(times: string[], extra: Partial<typeof VALID_INQUIRY> = {}): string {
  const file = join(tempDir(), 'inquiries.db');
  const db: Db = openDatabase(file);
  const columns = Object.keys(toRow({}));
  const insert = db.prepare(
    `INSERT INTO inquiries (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  times.forEach((receivedAt, i) => {
    const seq = Number(
      insert.run(toRow({ ...VALID_INQUIRY, name: `visitor-${i}`, ...extra, receivedAt }))
        .lastInsertRowid,
    );
    db.prepare(
      'INSERT INTO outbox (contactSeq, recipient, createdAt, nextAttemptAt, sentAt, attempts, lastError) VALUES (?, ?, 0, 0, ?, ?, ?)',
    ).run(
      seq,
      'safewiz@example.com',
      i % 2 ? null : Date.parse('2025-10-02T05:03:11Z'),
      i % 2 ? 2 : 0,
      i % 2 ? 'connect ECONNREFUSED' : null,
    );
  });
  db.close();
  return file;
}

const run = (db: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inquiries-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, INQUIRIES_DB: db },
    encoding: 'utf8',
    timeout: 60_000,
  });

/** One CSV record -> its cells, quotes undone: '"a,""b""",c' -> ['a,"b"', 'c']. */
function cellsOf(record: string): string[] {
  const cells: string[] = [];
  for (let at = 0; at <= record.length; at += 1) {
    if (record[at] === '"') {
      let cell = '';
      for (at += 1; at < record.length; at += 1) {
        if (record[at] === '"' && record[at + 1] === '"') [cell, at] = [`${cell}"`, at + 1];
        else if (record[at] === '"') break;
        else cell += record[at];
      }
      cells.push(cell);
      at += 1; // past the closing quote, onto the comma
    } else {
      const end = record.indexOf(',', at);
      cells.push(record.slice(at, end === -1 ? record.length : end));
      at = end === -1 ? record.length : end;
    }
  }
  return cells;
}

/** The first seeded inquiry as the sales team reads it: header -> cell. */
const FIRST_ROW = {
  '문의 번호': '1',
  '접수 시각(KST)': '2025-01-01 09:00:00 (KST)',
  '문의 유형': '솔루션 문의',
  '사업 분야': 'safewiz',
  예산: '직접 입력',
  '예산 금액(원)': '50000000',
  '시/도': '부산광역시',
  '시/군/구': '해운대구',
  '상세 주소': '센텀중앙로 00',
  이름: 'visitor-0',
  직책: '팀장',
  회사명: `'=HYPERLINK("http://evil.example")`,
  연락처: '051-000-0000',
  이메일: 'tester@example.com',
  '추가 요청사항': '첫 줄, "인용"\n둘째 줄',
  '개인정보 수집 및 이용 동의': '동의',
  '알림 메일': '2025-10-02 14:03:11 (KST) 발송',
};

cli(
  'inquiries cli - export: UTF-8 CSV with BOM, CRLF, Korean headers and labels, quoted and formula-safe cells',
  () => {
    const db = seed(['2025-01-01T00:00:00.000Z', '2025-06-30T16:30:00.000Z'], {
      notes: '첫 줄, "인용"\n둘째 줄',
      company: '=HYPERLINK("http://evil.example")',
    });
    const { stdout, stderr, status } = run(db, 'export');
    assert.is(status, 0, stderr);
    assert.ok(stdout.startsWith('\uFEFF문의 번호,접수 시각(KST),문의 유형,'));
    const lines = stdout.slice(1).split('\r\n');
    assert.is(lines.length, 4, 'header, two rows, final CRLF');
    // Column by column, under its Korean header: a field added to the schema adds a column
    // without changing these.
    const headers = cellsOf(lines[0]!);
    assert.equal(headers, CSV_HEADERS);
    assert.is(CSV_HEADERS.length, INQUIRY_FIELDS.length + 3, 'number, time, fields, mail');
    assert.equal(
      headers.filter((h) => Object.hasOwn(FIRST_ROW, h)),
      Object.keys(FIRST_ROW),
      'in this order',
    );
    const cells = cellsOf(lines[1]!);
    assert.is(cells.length, headers.length);
    for (const [header, cell] of Object.entries(FIRST_ROW))
      assert.is(cells[headers.indexOf(header)], cell, header);
    assert.ok(
      lines[1]!.includes(`,"'=HYPERLINK(""http://evil.example"")",`),
      'a formula made text',
    );
    assert.ok(lines[2]!.endsWith(',동의,미발송 (2회 시도: connect ECONNREFUSED)'), lines[2]);
    assert.match(stderr, 'exported 2 inquiries');
    const since = run(db, 'export', '--since', '2025-07-01');
    assert.is(
      since.stdout.slice(1).split('\r\n').length,
      3,
      '2025-06-30T16:30Z is 1 July in Seoul',
    );
    const out = join(tempDir(), 'out.csv');
    assert.is(run(db, 'export', '--out', out).status, 0);
    assert.is(readFileSync(out, 'utf8'), stdout);
  },
);

cli('inquiries cli - cells, dates and wrong arguments', () => {
  assert.equal(['plain', 'a,b', 'say "hi"', '+82 10', '-', '@sum', '한글\n줄'].map(csvCell), [
    'plain',
    '"a,b"',
    '"say ""hi"""',
    "'+82 10",
    "'-",
    "'@sum",
    '"한글\n줄"',
  ]);
  assert.is(sinceToUtc('2025-01-31'), '2025-01-30T15:00:00.000Z');
  for (const wrong of ['31.01.2025', '2025-13-01', '2025-02-30', '2025-00-10', '2024-02-30'])
    assert.throws(() => sinceToUtc(wrong), /expected a date that exists, as YYYY-MM-DD/, wrong);
  assert.is(sinceToUtc('2024-02-29'), '2024-02-28T15:00:00.000Z');
  const db = seed([]);
  for (const args of [
    [],
    ['drop'],
    ['export', '--since', 'yesterday'],
    ['export', 'extra'],
    ['purge', '--force'],
    ['backup'],
  ]) {
    const result = run(db, ...args);
    assert.is(result.status, 2, args.join(' '));
    assert.match(result.stderr, /^inquiries: /, args.join(' '));
  }
});

cli(
  'inquiries cli - purge destroys what is older than inquiryRetentionYears of content/company.yaml, with its outbox rows, and only that',
  () => {
    assert.ok(Number.isInteger(YEARS) && YEARS >= 1 && YEARS <= 10);
    const now = new Date();
    const cutoff = Date.parse(retentionCutoff(now, YEARS));
    const at = (ms: number) => new Date(ms).toISOString();
    const db = seed(
      [at(cutoff - 86_400_000), at(cutoff - 60_000), at(cutoff + 3_600_000), at(now.getTime())],
      { notes: 'SECRET-NOTE-TO-DESTROY' },
    );
    const dry = run(db, 'purge', '--dry-run');
    assert.match(dry.stderr, `would destroy 2 inquiries received before`);
    const { stderr, status } = run(db, 'purge');
    assert.is(status, 0, stderr);
    assert.match(
      stderr,
      `destroyed 2 inquiries received before ${retentionCutoff(now, YEARS).slice(0, 10)}`,
    );
    assert.match(stderr, `(retention ${YEARS} years, content/company.yaml inquiryRetentionYears)`);
    assert.match(stderr, '; 1 of them never had their mail sent');
    const check = openDatabase(db);
    assert.equal(
      check.prepare('SELECT contactSeq FROM inquiries ORDER BY 1').pluck().all(),
      [3, 4],
    );
    assert.equal(check.prepare('SELECT contactSeq FROM outbox ORDER BY 1').pluck().all(), [3, 4]);
    check.close();
    const bytes = readFileSync(db);
    assert.is(bytes.indexOf('visitor-0'), -1, 'the destroyed text is not left in the file');
    assert.is(bytes.indexOf('visitor-1'), -1);
    assert.ok(bytes.indexOf('visitor-3') > 0);
    assert.is(retentionCutoff(new Date('2028-02-29T12:00:00Z'), 3), '2025-02-28T12:00:00.000Z');
  },
);

cli('inquiries cli - backup writes a consistent copy that opens with every row', () => {
  const db = seed(['2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z']);
  const copy = join(tempDir(), 'copy.db');
  const { status, stderr } = run(db, 'backup', copy);
  assert.is(status, 0, stderr);
  const opened = openDatabase(copy);
  assert.equal(opened.prepare('SELECT name FROM inquiries ORDER BY contactSeq').pluck().all(), [
    'visitor-0',
    'visitor-1',
  ]);
  opened.close();
});

cli('inquiries cli - refuses mistakes before it touches anything', () => {
  const folder = tempDir();
  const missing = join(folder, 'inquiries.dbb');
  for (const args of [
    ['purge', '--dry-run'],
    ['purge'],
    ['export'],
    ['backup', join(folder, 'b.db')],
  ]) {
    const result = run(missing, ...args);
    assert.equal(
      [result.status, result.stderr.trim()],
      [
        2,
        `inquiries: ${missing} does not exist: INQUIRIES_DB must name the server's database (nothing was created)`,
      ],
      args.join(' '),
    );
  }
  assert.equal(readdirSync(folder), [], 'no database was created');

  const db = seed(['2025-01-01T00:00:00.000Z']);
  const old = join(folder, 'old.csv');
  writeFileSync(old, 'last month\r\n');
  for (const since of ['2025-13-01', '2025-02-30']) {
    const result = run(db, 'export', '--since', since, '--out', old);
    assert.equal(
      [result.status, result.stderr.trim()],
      [2, `inquiries: --since ${since}: expected a date that exists, as YYYY-MM-DD`],
    );
    assert.is(readFileSync(old, 'utf8'), 'last month\r\n', 'the file is left as it was');
  }
  assert.is(run(db, 'export', '--out', old).status, 0);
  assert.match(readFileSync(old, 'utf8'), /^\uFEFF문의 번호,/);
  assert.equal(readdirSync(folder), ['old.csv'], 'no temporary file left');

  // Another name for the same file: a hard link (its own path, the same inode) and a symlink.
  const hardLink = join(folder, 'hard-link.db');
  const symlink = join(folder, 'symlink.db');
  linkSync(db, hardLink);
  symlinkSync(db, symlink);
  for (const target of [db, `${dirname(db)}/./${basename(db)}`, `${db}-wal`, hardLink, symlink]) {
    const before = readFileSync(db);
    const result = run(db, 'backup', target);
    assert.equal(
      [result.status, result.stderr.trim()],
      [2, `inquiries: backup ${target}: that is the database itself; name another file`],
    );
    assert.ok(readFileSync(db).equals(before));
  }
});

cli.run();
