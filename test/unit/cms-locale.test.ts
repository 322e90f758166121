/**
 * The editor's interface in Korean (site/admin/decap-ko.ts): every string Decap has in English
 * has its Korean, none is left in English or in a developer's words, and none is one Decap no
 * longer has.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import en from 'decap-cms-locales/dist/esm/en/index.js';
import { DECAP_KO } from '../../site/admin/decap-ko.ts';

type Tree = { [key: string]: string | Tree };
/** { a: { b: 'x' } } -> { 'a.b': 'x' } */
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
const english = flat(en as Tree);
const korean = flat(DECAP_KO as unknown as Tree);

test('cms locale - every string of Decap has its Korean, and no other', () => {
  assert.equal(Object.keys(korean).sort(), Object.keys(english).sort());
});

/** Names a writer sees as they are: the sign-in services, a key, a unit. */
const NAMES = /\b(Netlify Identity|Azure|Bitbucket|GitHub|GitLab|Gitea|Forgejo|Ctrl|Enter|kB)\b/g;

test('cms locale - no English left, no developer words, no typo the trial found', () => {
  const left = Object.entries(korean).filter(([, text]) =>
    /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, '').replace(NAMES, '')),
  );
  assert.equal(left, []);
  const jargon = /로케일|컬랙션|컬렉션|백엔드|위젯|에셋|필드|i18n|이런|토글/;
  assert.equal(
    Object.entries(korean).filter(([, text]) => jargon.test(text)),
    [],
  );
  // Decap fills each placeholder its English names; a Korean string must not drop one.
  const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
  const dropped = Object.keys(english).filter(
    (key) =>
      !['editor.editorControlPane.widget.regexPattern'].includes(key) &&
      placeholders(english[key]!).some((name) => !placeholders(korean[key]!).includes(name)),
  );
  assert.equal(dropped, []);
});

test.run();
