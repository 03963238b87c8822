import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The product as `npm start` runs it (after `npm run build`), on a fresh data folder. */
const port = Number(process.env.E2E_PORT ?? 3210);
export const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dino-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://localhost:${port}`;
/** The product's mail goes over real SMTP on loopback to a sink that keeps each message. */
const smtpPort = port + 1;
export const mailDir = path.join(dataDir, 'smtp-inbox');
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node smtp-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_SINK_DIR: mailDir, SMTP_SINK_PORT: String(smtpPort) },
    },
    {
      command: 'node ../apps/api/dist/server.js',
      url: `${baseURL}/api/dino/ips/get-user-info`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        // The same site under a second name, as a tablet on the home network opens it.
        ALLOWED_HOSTS: `127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        // These tests sign up more families in two minutes, from one address, than a household
        // would in an hour; the limits themselves are tested against the API.
        RATE_LIMIT_FACTOR: '10',
      },
    },
  ],
});
