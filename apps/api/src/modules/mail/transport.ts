import { mkdir, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailFiles } from './mail-files.ts';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the mail is written as an .eml file a developer can open, and its links are
 * logged so the flow can be followed from the terminal.
 */
export function fileTransport(
  files: MailFiles,
  from: string,
  log: FastifyBaseLogger,
): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await builder.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await mkdir(files.dir, { recursive: true });
      const file = files.pathOf(mail.id);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ file, links }, 'mail written to file (no SMTP_URL set)');
    },
    close: () => builder.close(),
  };
}
