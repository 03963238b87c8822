/**
 * `npm run bench:web`: what each kind of page costs a phone (`--core`, run by `npm run bench`:
 * home, modules, shop, a product and the encyclopedia only, into report.md's last section). For each page, the JavaScript it
 * loads (bytes on the wire, as the server compresses them, and files) measured in Chromium, and
 * Lighthouse's mobile scores (simulated slow 4G, mid-range phone). Runs the built server on a
 * fresh PostgreSQL database, signed in as a child in the middle of the logic module.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { freshDatabase, log, post, sql, startServer, writeReport } from './server.ts';

const PORT = 3391;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'Bench-Egg-42';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

interface Session {
  token: string;
  moduleUuid: string;
  lessonUuid: string;
}

async function childSession(databaseUrl: string): Promise<Session> {
  const person = {
    first_name: 'Bench',
    last_name: 'Family',
    nickname: 'bench',
    password: PASSWORD,
  };
  const parentEmail = 'parent@pages.bench.example.com';
  await post(BASE, '/api/auth/register', {
    ...person,
    email: parentEmail,
    password_confirmation: PASSWORD,
    type: 'parent',
    accept_terms: true,
  });
  // The verification mail goes to a file here; marking the address verified stands for the click.
  await sql(
    databaseUrl,
    `update users set email_verified_at = now() where email = '${parentEmail}'`,
  );
  const parent = await post(BASE, '/api/auth/login', { email: parentEmail, password: PASSWORD });
  const birthday = new Date(Date.now() - 6 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  const child = await post(
    BASE,
    '/api/auth/register',
    {
      ...person,
      email: 'child@pages.bench.example.com',
      password_confirmation: PASSWORD,
      type: 'child',
      birthday,
      parent_id: parent.user.id,
    },
    parent.token,
  );
  const session = await post(BASE, `/api/auth/child-session/${child.user.id}`, {}, parent.token);
  const get = async (url: string) =>
    (
      (await (
        await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${session.token}` } })
      ).json()) as { data: { uuid: string; slug: string }[] }
    ).data;
  const logic = (await get('/api/dino/modules/list')).find((m) => m.slug === 'logic-and-patterns')!;
  const [lesson] = await get(`/api/dino/lessons/list?uuid=${logic.uuid}`);
  return { token: session.token, moduleUuid: logic.uuid, lessonUuid: lesson!.uuid };
}

function cookiesOf(session: Session): Record<string, string> {
  return {
    auth_token: session.token,
    current_module: session.moduleUuid,
    current_lesson: session.lessonUuid,
    cookie_consent: 'necessary',
  };
}

/** Script bytes as they crossed the wire (the server's brotli), counted by Chromium. */
async function scriptWeight(pages: { path: string; cookies: Record<string, string> }[]) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.split(' '),
  });
  const weights = new Map<string, { bytes: number; files: number }>();
  try {
    for (const { path: page, cookies } of pages) {
      const context = await browser.newContext();
      await context.addCookies(
        Object.entries(cookies).map(([name, value]) => ({ name, value, url: BASE })),
      );
      const tab = await context.newPage();
      const scripts: Promise<number>[] = [];
      tab.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') {
          scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
        }
      });
      await tab.goto(`${BASE}${page}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      weights.set(page, { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

/** Lighthouse now and then loses its trace (NO_NAVSTART) on this machine: a run is tried thrice. */
async function lighthouse(page: string, cookies: Record<string, string>): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(page, cookies);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`  Lighthouse failed (${(error as Error).message.split('\n')[0]}); again ...`);
    }
  }
}

async function lighthouseOnce(page: string, cookies: Record<string, string>): Promise<Audit> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  try {
    await promisify(execFile)(LIGHTHOUSE, [
      `${BASE}${page}`,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ]);
    const report = JSON.parse(await readFile(output, 'utf8'));
    const score = (id: string) => Math.round(report.categories[id].score * 100);
    const shown = (id: string) => report.audits[id].displayValue as string;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: shown('first-contentful-paint'),
      lcp: shown('largest-contentful-paint'),
      tbt: shown('total-blocking-time'),
      cls: shown('cumulative-layout-shift'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CORE = process.argv.includes('--core');
const CORE_PAGES = ['/hy', '/hy/modules', '/hy/shop', '/hy/dig-a-fossil-kit', '/hy/encyclopedia'];
const LIGHTHOUSE_SECTION = '## Lighthouse 12 on a phone';

/** Puts `body` under `heading` in a report, in place of what the last run wrote there. */
async function replaceSection(file: string, heading: string, body: string) {
  const url = new URL(`./${file}`, import.meta.url);
  const before = (await readFile(url, 'utf8')).split(`\n${heading}\n`)[0]!.trimEnd();
  const section = `${heading}\n\nLighthouse 12 mobile (simulated slow 4G, a mid-range phone) in Debian's Chromium, by \`bench/web-pages.ts --core\`; the modules page for a child signed in, the others for a visitor.\n\n${body}\n`;
  await writeFile(url, `${before}\n\n${section}`);
}

async function main() {
  const database = await freshDatabase('dino_bench_pages');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-pages-'));
  const server = await startServer(PORT, database.url, dataDir);
  try {
    const session = await childSession(database.url);
    const cookies = cookiesOf(session);
    const visitor = { cookie_consent: 'necessary' };
    const all = [
      ...['/hy/modules', '/hy/modules/lessons', '/hy/modules/lessons/activity'].map((path) => ({
        path,
        cookies,
      })),
      ...[
        '/hy',
        '/hy/examples',
        '/hy/shop',
        '/hy/dig-a-fossil-kit',
        '/hy/games',
        '/hy/games/dino-run',
        '/hy/video',
        '/hy/book',
        '/hy/book/little-egg',
        '/hy/encyclopedia',
        '/hy/encyclopedia/tyrannosaurus',
        '/hy/interesting',
        '/hy/stages',
        '/hy/about',
        '/hy/contact',
        '/hy/terms',
      ].map((path) => ({
        path,
        cookies: visitor,
      })),
    ];
    const pages = CORE ? all.filter((page) => CORE_PAGES.includes(page.path)) : all;
    log('Measuring the JavaScript each page loads ...');
    const weights = await scriptWeight(pages);
    const rows: string[] = [];
    for (const { path: page, cookies: sent } of pages) {
      log(`Lighthouse (mobile) on ${page} ...`);
      const audit = await lighthouse(page, sent);
      const weight = weights.get(page)!;
      rows.push(
        `| ${page} | ${(weight.bytes / 1024).toFixed(1)} KB in ${weight.files} | ${audit.performance} | ${audit.accessibility} | ${audit.bestPractices} | ${audit.seo} | ${audit.fcp} | ${audit.lcp} | ${audit.tbt} | ${audit.cls} |`,
      );
    }
    const report = [
      '| Page (learning: a child signed in; the others: a visitor) | JavaScript (brotli, files) | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n');
    log(`\n${report}`);
    if (CORE) await replaceSection('report.md', LIGHTHOUSE_SECTION, report);
    else
      await writeReport(
        'web-report.md',
        'Every kind of page on a phone (Lighthouse mobile)',
        report,
      );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
