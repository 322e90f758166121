import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { companyLinkName, resolveHref } from '../../site/content/company-links.ts';
import type { CompanyFacts } from '../../site/content/schemas.ts';

const company = {
  recruitUrl: 'https://recruit.example.com/haeon-it',
  webzineUrl: 'https://webzine.example.com',
  emails: {
    business: 'b@example.com',
    safewiz: 's@example.com',
    product: 'p@example.com',
    design: 'd@example.com',
    press: 'press@example.com',
  },
} as CompanyFacts;

test('company links - a known name resolves to the facts file', () => {
  assert.is(resolveHref('company:recruit', company), 'https://recruit.example.com/haeon-it');
  assert.is(resolveHref('company:webzine', company), 'https://webzine.example.com');
  assert.is(resolveHref('company:press', company), 'mailto:press@example.com');
  assert.is(resolveHref('company:design', company), 'mailto:d@example.com');
});

test('company links - anything else is left as written', () => {
  assert.is(resolveHref('/contact', company), '/contact');
  assert.is(resolveHref('https://example.org/x', company), 'https://example.org/x');
  assert.is(companyLinkName('company:fax'), undefined);
  assert.is(companyLinkName('company:toString'), undefined);
  assert.is(companyLinkName('/company/intro'), undefined);
});

test.run();
