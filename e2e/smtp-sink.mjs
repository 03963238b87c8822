// A real SMTP server on loopback for the browser tests: the product sends its mail here, and
// each message is written whole to SMTP_SINK_DIR for the tests to read (tests/mail.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.SMTP_SINK_DIR;
const port = Number(process.env.SMTP_SINK_PORT);
if (!dir || !port) throw new Error('SMTP_SINK_DIR and SMTP_SINK_PORT are required');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${Date.now()}-${String(++count).padStart(5, '0')}.eml`;
      writeFileSync(path.join(dir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
