import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables, found by name: a module's folder is all it takes (modules.test.ts checks the manifests agree).
  schema: './src/**/*.table.ts',
  out: './drizzle',
});
