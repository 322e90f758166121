/**
 * The Korean business registration number (사업자등록번호) the footer shows (contracts §18):
 * ten digits written 000-00-00000, the last a check digit the National Tax Service computes from
 * the other nine. Checking it catches a mistyped digit before the footer publishes it.
 */
import { refusal, type Refusal } from './rules.ts';

/** Three, two and five digits joined by hyphens, as the registration certificate prints it. */
export const BUSINESS_NUMBER_FORMAT = /^\d{3}-\d{2}-\d{5}$/;

/** Weights of the first nine digits in the check-digit sum. */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/**
 * The check digit the first nine digits call for:
 * ('124-81-0099') -> 8; ('000-00-0000') -> 0. Hyphens are ignored.
 */
export function checkDigitOf(firstNine: string): number {
  const digits = [...firstNine.replace(/-/g, '')].map(Number);
  const weighted = WEIGHTS.reduce((sum, weight, i) => sum + weight * digits[i]!, 0);
  // The ninth digit counts once more, as the tens of its product with 5.
  const sum = weighted + Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/**
 * What is wrong with a business registration number, or undefined when it is well formed:
 * ('124-81-00998') -> undefined; ('1248100998') -> { rule: 'businessNumber.form', … };
 * ('124-81-00997') -> { rule: 'businessNumber.checkDigit', values: { last: 7, expected: 8, … } }
 */
export function businessNumberProblem(value: string): Refusal | undefined {
  if (!BUSINESS_NUMBER_FORMAT.test(value)) return refusal('businessNumber.form', { value });
  const expected = checkDigitOf(value.slice(0, -1));
  const last = Number(value.at(-1));
  if (last === expected) return undefined;
  return refusal('businessNumber.checkDigit', { value, last, expected });
}
