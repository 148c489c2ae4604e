import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { start: 'src/start.ts' },
  outDir: 'dist',
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages export TypeScript source: bundle them; npm dependencies stay in node_modules.
  noExternal: [/^@clinic\//],
});
