import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The SMTP sink keeps each mail as an .eml file; this finds the newest link to `to`. */
export async function linkFromMail(
  to: string,
  pathPart: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      // Quoted-printable folds long lines with "=\n" and writes "=" as "=3D".
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(to)) continue;
      const link = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`))?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with ${pathPart} to ${to}`);
}

/** Waits for a mail to `to` whose text contains `text`, and returns its raw text. */
export async function mailContaining(
  to: string,
  text: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of await readdir(dir).catch(() => [])) {
      const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
      if (raw.includes(to) && raw.includes(text)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with "${text}"`);
}
