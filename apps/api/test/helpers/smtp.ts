import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the plain-text part. */
  link: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted. */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  async function listen() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const text = mail.text ?? '';
            received.push({
              to: Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? ''),
              subject: mail.subject ?? '',
              text,
              html: typeof mail.html === 'string' ? mail.html : '',
              link: text.match(/https?:\/\/\S+/)?.[0] ?? '',
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    server.listen(boundPort, '127.0.0.1');
    await once(server.server, 'listening');
    boundPort = (server.server.address() as AddressInfo).port;
  }

  await listen();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    restart: listen,
    /** Resolves with the first mail to `to` that arrives (or has arrived) after `from` mails. */
    async waitFor(to: string, timeoutMs = 5000, from = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(from).find((mail) => mail.to.includes(to));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
