import { defineConfig } from 'drizzle-kit';

// Run from packages/db: `npm run db:generate` (root) or `npx drizzle-kit generate` here.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/schema/index.ts',
  out: './migrations',
});
