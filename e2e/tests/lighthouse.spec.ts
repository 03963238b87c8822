import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './fixtures.ts';

/**
 * Lighthouse 12 performance on the home page and the shop, as a
 * first-time visitor on a phone (Lighthouse's default mobile run: simulated slow 4G and a
 * mid-range CPU), in Debian's Chromium. One run on a shared 2-core machine moves by several
 * points (blocking time from other processes: the shop's ran 160 to 1,050 ms of blocking time
 * between runs of one CI job), and now and then Lighthouse loses its trace, so a page gets up to
 * eight runs and passes on the first that reaches the budget; every score is printed.
 */
/** The gate: 95 on both (quiet runs score 99-100 since the texts left the HTML). */
const BUDGETS: Record<string, number> = { '/hy': 95, '/hy/shop': 95 };
const RUNS = 8;
const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

test.describe.configure({ timeout: 300_000 });

async function performance(url: string): Promise<{ score: number; summary: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(LIGHTHOUSE, [
      url,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ]);
    const report = JSON.parse(await readFile(output, 'utf8'));
    const shown = (id: string) => report.audits[id].displayValue as string;
    return {
      score: Math.round(report.categories.performance.score * 100),
      summary: `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

for (const [page, budget] of Object.entries(BUDGETS)) {
  test(`Lighthouse performance on ${page} is at least ${budget}`, async ({ baseURL }) => {
    const scores: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      try {
        const { score, summary } = await performance(`${baseURL}${page}`);
        console.log(`${page} run ${run}: performance ${score} (${summary})`);
        scores.push(score);
        if (score >= budget) break;
      } catch (error) {
        console.log(
          `${page} run ${run}: Lighthouse failed (${(error as Error).message.split('\n')[0]})`,
        );
      }
    }
    expect(Math.max(0, ...scores)).toBeGreaterThanOrEqual(budget);
  });
}
