import { defineConfig } from 'drizzle-kit';

// The PostgreSQL twin of drizzle.config.ts: same casing, its own schema folder and migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema-pg/index.ts',
  out: './apps/api/drizzle-pg',
  casing: 'snake_case',
});
