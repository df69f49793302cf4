import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/ at `/` with a strict CSP: no inline scripts, so no module-preload polyfill
// (it would be the only inline code) and hashed file names for long-lived caching under /assets.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npm run dev -w apps/portal` against a server on :8080 (cookies stay same-origin through the proxy).
    proxy: {
      '/admin/api': 'http://127.0.0.1:8080',
      '/readyz': 'http://127.0.0.1:8080',
      '/v1': 'http://127.0.0.1:8080',
    },
  },
});
