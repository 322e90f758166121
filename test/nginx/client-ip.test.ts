/**
 * The rate limit behind TLS fronts (contracts §15), through real nginx: one
 * nginx holds the generated server block and, as other server blocks, the proxies in front of
 * it, each connecting from an address of its own on the loopback network (`proxy_bind`), as a
 * front on another machine would. Visitors connect from addresses of their own too. Every
 * visitor must be counted as themself behind one proxy and behind two, and nothing a visitor
 * writes in X-Forwarded-For, at any hop, may change the address that counts. Two set-ups: the
 * proxies known to nginx (`TRUSTED_PROXIES` at build time: its real_ip module), or known to the
 * API (`TRUSTED_PROXIES` of the API server).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toNginxConf } from '../../site/builder/nginx.ts';
import { parseTrustedProxies } from '../../server/client-ip.ts';
import { storedIn } from '../helpers/inquiry.ts';
import {
  current,
  freePort,
  frontBlock,
  postFrom,
  startApi,
  startNginx,
  stopProcess,
} from './harness.ts';
import { tempDir } from '../helpers/temp.ts';

const clientIp = suite('client ip');

/** Where the two fronts connect from: the addresses the operator lists as trusted proxies. */
const FRONT_OUTER = '127.0.0.21';
const FRONT_INNER = '127.0.0.22';
const TRUSTED = `${FRONT_OUTER}, ${FRONT_INNER}`;

interface Chain {
  /**
   * Ports visitors can reach: one front before the site, the outer of two fronts, the inner front,
   * the site.
   */
  oneProxy: number;
  twoProxies: number;
  innerFront: number;
  site: number;
  db: string;
  stop: () => Promise<void>;
}

/** The API (5 inquiries per 10 minutes) behind the generated block behind the fronts. */
async function startChain(trust: { nginx?: string; api?: string }): Promise<Chain> {
  const work = tempDir('client-ip-');
  const api = await startApi(work, {
    RATE_LIMIT: '5/10m',
    ...(trust.api ? { TRUSTED_PROXIES: trust.api } : {}),
  });
  const [site, innerFront, twoProxies, oneProxy] = await Promise.all(
    [1, 2, 3, 4].map(() => freePort()),
  );
  const generated = toNginxConf(current().table, {
    root: current().dist,
    port: site!,
    apiUpstream: `http://127.0.0.1:${api.port}`,
    trustedProxies: parseTrustedProxies(trust.nginx),
  });
  const include = join(work, 'servers.conf');
  writeFileSync(
    include,
    [
      generated,
      frontBlock(innerFront!, site!, FRONT_INNER),
      frontBlock(twoProxies!, innerFront!, FRONT_OUTER),
      frontBlock(oneProxy!, site!, FRONT_INNER),
    ].join('\n'),
  );
  const { nginx } = await startNginx(work, include, site!);
  return {
    oneProxy: oneProxy!,
    twoProxies: twoProxies!,
    innerFront: innerFront!,
    site: site!,
    db: join(work, 'data/inquiries.db'),
    stop: async () => {
      await stopProcess(nginx, 'SIGQUIT');
      await stopProcess(api.child);
    },
  };
}

/** Stored inquiries per visitor (each names itself), for the report line. */
function countsOf(db: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { name } of storedIn(db)) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

/**
 * The forged-address attack and its variants: visitor A sends six, each claiming another address
 * (a new one each time, a trusted proxy's, visitor B's); B and C then send one each.
 */
async function assertEachCounted(chain: Chain, port: number, visitors: string[], label: string) {
  const [a, b, c] = visitors as [string, string, string];
  const forgeries = ['203.0.113.1', '203.0.113.2', FRONT_OUTER, `${b}, ${FRONT_INNER}`, b, 'x'];
  const fromA: number[] = [];
  for (const forged of forgeries)
    fromA.push(await postFrom(a, port, { 'X-Forwarded-For': forged }));
  assert.equal(fromA, [200, 200, 200, 200, 200, 429], `${label}: visitor A`);
  assert.is(await postFrom(b, port), 200, `${label}: visitor B is not locked out by A`);
  assert.is(await postFrom(c, port), 200, `${label}: visitor C is not locked out by A`);
  const counts = countsOf(chain.db);
  assert.equal(
    [counts[`visitor ${a}`], counts[`visitor ${b}`], counts[`visitor ${c}`]],
    [5, 1, 1],
    `${label}: stored per visitor`,
  );
  console.log(
    `  ${label}: visitor A 5 stored + 1 refused (429) with a forged X-Forwarded-For each time; B 1 stored; C 1 stored`,
  );
}

/** A visitor who reaches an inner hop directly and writes the chain a front would have written. */
async function assertInnerHopsIgnoreForgery(chain: Chain, label: string) {
  const [mallory, victim] = ['127.0.0.51', '127.0.0.52'];
  const statuses = [
    await postFrom(mallory, chain.innerFront, { 'X-Forwarded-For': `${victim}, ${FRONT_OUTER}` }),
    await postFrom(mallory, chain.innerFront, { 'X-Forwarded-For': victim }),
    await postFrom(mallory, chain.site, { 'X-Forwarded-For': `${victim}, ${FRONT_INNER}` }),
    await postFrom(mallory, chain.site, { 'X-Forwarded-For': `${victim}, 127.0.0.1` }),
    await postFrom(mallory, chain.twoProxies, { 'X-Forwarded-For': victim }),
    await postFrom(mallory, chain.site, { 'X-Forwarded-For': '198.51.100.99' }),
  ];
  assert.equal(statuses, [200, 200, 200, 200, 200, 429], `${label}: the forger's own six`);
  assert.is(
    await postFrom(victim, chain.twoProxies),
    200,
    `${label}: the victim's budget is whole`,
  );
  assert.is(countsOf(chain.db)[`visitor ${victim}`], 1);
}

/** Runs `check` against a chain of its own (fresh rate-limit counts), stopped whatever happens. */
async function withChain(
  trust: { nginx?: string; api?: string },
  check: (chain: Chain) => Promise<void>,
) {
  const chain = await startChain(trust);
  try {
    await check(chain);
  } finally {
    await chain.stop();
  }
}

for (const [setUp, trust] of [
  ['proxies known to nginx (real_ip)', { nginx: TRUSTED }],
  ['proxies known to the API (TRUSTED_PROXIES)', { api: TRUSTED }],
] as const) {
  clientIp(`client ip - ${setUp}: each visitor counted as themself behind one proxy`, () =>
    withChain(trust, (chain) =>
      assertEachCounted(
        chain,
        chain.oneProxy,
        ['127.0.0.31', '127.0.0.32', '127.0.0.33'],
        `${setUp}, one proxy`,
      ),
    ),
  );
  clientIp(`client ip - ${setUp}: each visitor counted as themself behind two proxies`, () =>
    withChain(trust, (chain) =>
      assertEachCounted(
        chain,
        chain.twoProxies,
        ['127.0.0.41', '127.0.0.42', '127.0.0.43'],
        `${setUp}, two proxies`,
      ),
    ),
  );
  clientIp(
    `client ip - ${setUp}: a header forged at an inner hop never counts as another address`,
    () => withChain(trust, (chain) => assertInnerHopsIgnoreForgery(chain, setUp)),
  );
}

clientIp.run();
