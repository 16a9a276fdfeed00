import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
