import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from '../app/lib/without-module-preloads.server.ts';

const page =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>' +
  '<title>Դինո</title></head><body><p>Բարև</p>' +
  '<script type="module" nonce="abc">import "/assets/entry.client-1.js";</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe('withoutModulePreloads', () => {
  it('drops every module preload and keeps everything else, however the page is cut', async () => {
    const bytes = Buffer.from(page);
    const expected = page.replace(/<link rel="modulepreload"[^>]*>/g, '');
    expect(await through([bytes])).toBe(expected);
    // Every cut: inside a tag, inside an Armenian letter's bytes, between tags.
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    const bytewise = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect(await through(bytewise)).toBe(expected);
  });
});
