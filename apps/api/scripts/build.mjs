// Bundles the server into dist/server.js. Our own workspaces (@dino/*) are compiled in from
// TypeScript; every other package stays in node_modules, so native modules and data files
// (sharp, argon2, PGlite, the country database) load as published.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dino/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
