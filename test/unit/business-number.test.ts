import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { businessNumberProblem, checkDigitOf } from '../../site/content/business-number.ts';
import { inEnglish } from '../../site/content/rules.ts';

test('business number - the check digit of published numbers', () => {
  // Two large companies' numbers, as their own sites print them.
  assert.is(checkDigitOf('124-81-0099'), 8);
  assert.is(checkDigitOf('107-86-1407'), 5);
  // The ninth digit's tens count: 5 x 9 = 45 adds 4.
  assert.is(checkDigitOf('000-00-0000'), 0);
  assert.is(checkDigitOf('000-00-0009'), 1);
});

test('business number - a well-formed number has no problem', () => {
  assert.is(businessNumberProblem('124-81-00998'), undefined);
  assert.is(businessNumberProblem('000-00-00000'), undefined);
});

test('business number - every single mistyped digit is caught', () => {
  const good = '124-81-00998';
  for (let i = 0; i < good.length; i++) {
    if (good[i] === '-') continue;
    for (let d = 0; d <= 9; d++) {
      if (String(d) === good[i]) continue;
      const typo = good.slice(0, i) + d + good.slice(i + 1);
      if (businessNumberProblem(typo) === undefined) assert.unreachable(`${typo} passed`);
    }
  }
});

test('business number - the form 000-00-00000 and nothing else', () => {
  for (const bad of [
    '1248100998',
    '124-8100998',
    '124 81 00998',
    '124-81-0099',
    '124-81-009980',
    '１２４-81-00998',
    ' 124-81-00998',
  ]) {
    assert.is(
      inEnglish(businessNumberProblem(bad)!),
      `"${bad}" is not in the form 000-00-00000 (3, 2 and 5 digits joined by "-")`,
    );
  }
});

test('business number - a wrong check digit says which digit the number needs', () => {
  assert.is(
    inEnglish(businessNumberProblem('124-81-00997')!),
    '"124-81-00997" fails the check digit: its last digit is 7, the first nine call for 8 (copy the number from the registration certificate)',
  );
});

test.run();
