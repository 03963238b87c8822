/**
 * The floor the server-rendered pages are measured against: a tiny `node:http` server, in a
 * process of its own, answering saved HTML from memory. Arguments: `path=file` pairs, e.g.
 * `/hy=/tmp/x/home.html`; STATIC_PORT names the port. Any other path is a 404.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const PORT = Number(process.env.STATIC_PORT ?? 3394);
const pages = new Map<string, Buffer>();
for (const argument of process.argv.slice(2)) {
  const at = argument.indexOf('=');
  pages.set(argument.slice(0, at), readFileSync(argument.slice(at + 1)));
}

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]!;
  const page = pages.get(path);
  if (path === '/api/dino/ips/get-user-info') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  } else if (!page) {
    response.writeHead(404).end();
  } else {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': page.length,
        'cache-control': 'no-store',
      })
      .end(page);
  }
});
server.keepAliveTimeout = 72_000;
server.listen(PORT, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
