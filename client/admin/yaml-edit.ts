/**
 * A YAML text edited in place: the writer's values written into the text the
 * file had, so that a one-value change is a one-line diff. The `yaml` library's Document API sets
 * only what changed; comments, key order, quoting and the flow or block style of everything else
 * stay in the document. Its printer then renders the whole document, and it normalises one detail
 * of lines nobody touched: the spaces inside flow collections (our files have both `{ ko: 본사 }`
 * and `[legalName, phone]`). So the lines the edit did not touch are taken from the original text,
 * line for line, and only the lines it touched come from the printer, each in its line's spacing.
 */
import { diffArrays } from 'diff';
import {
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
} from 'yaml';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** No folding of long lines: a sentence stays on its line. */
const PRINT = { lineWidth: 0, minContentWidth: 0 } as const;

/** What the schemas call absent: no value, an empty string, an unset flag, an empty list. */
export function isAbsent(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The value with every absent map value left out:
 * ({ a: '', b: [{ c: false, d: 1 }] }) -> { b: [{ d: 1 }] }
 */
export function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, inner]) => [key, pruned(inner)] as const)
        .filter(([, inner]) => !isAbsent(inner)),
    );
  return value;
}

/** Deep equality of parsed YAML values; the order of a map's keys does not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => key in bRecord && sameValue((a as never)[key], bRecord[key]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const jsOf = (node: unknown): unknown =>
  node && typeof node === 'object' && 'toJSON' in node ? (node as Node).toJSON() : node;
const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

/**
 * A value new to the file, in the files' style: dates in double quotes (an unquoted date is a
 * timestamp to YAML 1.1 readers), text of several lines as a `|` block.
 */
function created(doc: Document, value: unknown): Node {
  const node = doc.createNode(value) as Node;
  visit(node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value !== 'string') return;
      if (DATE.test(scalar.value)) scalar.type = Scalar.QUOTE_DOUBLE;
      else if (scalar.value.includes('\n')) scalar.type = Scalar.BLOCK_LITERAL;
    },
  });
  return node;
}

/**
 * A scalar's new value, its style kept. A `|` block keeps the line breaks it ended with (Markdown
 * does not care, and a text area hands its text back without them), so its header stays `|`.
 */
function setScalar(node: Scalar, value: unknown): void {
  const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
  if (block && typeof value === 'string' && typeof node.value === 'string') {
    const ending = /\n*$/.exec(node.value)![0];
    node.value = value.replace(/\n*$/, '') + ending;
    return;
  }
  node.value = value;
  if (typeof value === 'string' && DATE.test(value) && node.type !== Scalar.QUOTE_SINGLE)
    node.type = Scalar.QUOTE_DOUBLE;
  else if (typeof value === 'string' && value.includes('\n') && node.type === Scalar.PLAIN)
    node.type = Scalar.BLOCK_LITERAL;
}

/** Where a key new to this map goes: after the nearest key before it in `order` the map has. */
function insertionIndex(map: YAMLMap, key: string, order: readonly string[]): number {
  const keys = map.items.map((pair) => keyOf(pair as Pair));
  const at = order.indexOf(key);
  if (at < 0) return keys.length;
  for (let i = at - 1; i >= 0; i--) {
    const found = keys.indexOf(order[i]!);
    if (found >= 0) return found + 1;
  }
  for (let i = at + 1; i < order.length; i++) {
    const found = keys.indexOf(order[i]!);
    if (found >= 0) return found;
  }
  return keys.length;
}

/**
 * The map's pairs brought to `value`: a key the writer emptied leaves the file (one the file held
 * empty stays as it was), a new key goes where `order` puts it, the rest are written in place.
 */
function updateMap(
  doc: Document,
  map: YAMLMap,
  value: Record<string, unknown>,
  order: readonly string[],
): void {
  map.items = (map.items as Pair[]).filter((pair) => {
    const next = value[keyOf(pair)];
    if (!isAbsent(next)) {
      pair.value = write(doc, pair.value, next, Object.keys(isRecord(next) ? next : {}));
      return true;
    }
    return isAbsent(pruned(jsOf(pair.value)));
  });
  const present = new Set((map.items as Pair[]).map(keyOf));
  for (const [key, next] of Object.entries(value)) {
    if (present.has(key) || isAbsent(next)) continue;
    map.items.splice(insertionIndex(map, key, order), 0, doc.createPair(key, created(doc, next)));
  }
}

/**
 * The list's items brought to `value`, matched by value first: an item removed from the middle
 * removes its lines and leaves the others alone; a changed item is written in place (its style
 * kept: a `{ value: "2012", label: ... }` stays a flow map).
 */
function updateSeq(doc: Document, seq: YAMLSeq, value: unknown[]): void {
  const old = seq.items.map((item) => pruned(jsOf(item)));
  const changes = diffArrays(old, value.map(pruned), { comparator: sameValue });
  const items: unknown[] = [];
  let oldAt = 0;
  let newAt = 0;
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c]!;
    const count = change.count ?? change.value.length;
    if (!change.added && !change.removed) {
      items.push(...seq.items.slice(oldAt, oldAt + count));
      oldAt += count;
      newAt += count;
    } else if (change.removed) {
      const next = changes[c + 1];
      const added = next?.added ? (next.count ?? next.value.length) : 0;
      // A removal followed by an addition: the first items are changes of the old ones.
      for (let i = 0; i < Math.min(count, added); i++)
        items.push(write(doc, seq.items[oldAt + i], value[newAt + i], []));
      for (let i = count; i < added; i++) items.push(created(doc, value[newAt + i]));
      oldAt += count;
      newAt += added;
      if (added) c++;
    } else {
      for (let i = 0; i < count; i++) items.push(created(doc, value[newAt + i]));
      newAt += count;
    }
  }
  seq.items = items;
}

/** The node holding `value`: the same node changed where it can be, else a new one. */
function write(doc: Document, node: unknown, value: unknown, order: readonly string[]): unknown {
  if (sameValue(pruned(jsOf(node)), pruned(value))) return node;
  if (isMap(node) && isRecord(value)) updateMap(doc, node, value, order);
  else if (isSeq(node) && Array.isArray(value)) updateSeq(doc, node, value);
  else if (isScalar(node) && (value === null || typeof value !== 'object')) setScalar(node, value);
  else return created(doc, value);
  return node;
}

/** The document printed with `[a, b]` or `{ a: 1 }` spacing inside flow collections, as lines. */
function printed(doc: Document, padding: boolean, endsWithNewline: boolean): string[] {
  const text = doc.toString({ ...PRINT, flowCollectionPadding: padding });
  return (endsWithNewline ? text : text.replace(/\n$/, '')).split('\n');
}

/**
 * The original text with `value` written into it. `order`: the top-level keys in the order the
 * editor's fields have them, where a key new to the file goes.
 * ('# phone\nphone: 051-000-0000\nname: Haeon\n', { phone: '051-111-1111', name: 'Haeon' })
 *   -> '# phone\nphone: 051-111-1111\nname: Haeon\n'
 */
export function editYaml(original: string, value: unknown, order: readonly string[] = []): string {
  const before = parseDocument(original);
  if (before.errors.length) throw before.errors[0]!;
  if (sameValue(pruned(before.toJS()), pruned(value))) return original;
  const after = before.clone();
  after.contents = write(after, after.contents, value, order) as typeof after.contents;
  const endsWithNewline = original.endsWith('\n');
  const lines = original.split('\n');
  const was = printed(before, false, endsWithNewline);
  const now = printed(after, false, endsWithNewline);
  // Each original line is one of the printer's two spacings of it; anything else (a file the
  // printer reflows) gets the printer's text, which is still the same data.
  const anyPadded = was.length === lines.length && lines.some((line, i) => line !== was[i]);
  const wasPadded = anyPadded ? printed(before, true, endsWithNewline) : was;
  const nowPadded = anyPadded ? printed(after, true, endsWithNewline) : now;
  const padded = lines.map((line, i) => line !== was[i] && line === wasPadded[i]);
  const aligned =
    was.length === lines.length && lines.every((line, i) => line === was[i] || padded[i]);
  if (!aligned) return now.join('\n');
  const out: string[] = [];
  let wasAt = 0;
  let nowAt = 0;
  let lastPadded = false;
  for (const change of diffArrays(was, now)) {
    const count = change.count ?? change.value.length;
    if (change.removed) {
      lastPadded = padded[wasAt + count - 1] ?? lastPadded;
      wasAt += count;
    } else if (change.added) {
      for (let i = 0; i < count; i++) out.push((lastPadded ? nowPadded : now)[nowAt + i]!);
      nowAt += count;
    } else {
      out.push(...lines.slice(wasAt, wasAt + count));
      lastPadded = padded[wasAt + count - 1] ?? lastPadded;
      wasAt += count;
      nowAt += count;
    }
  }
  return out.join('\n');
}
