import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API calls: the reference platform server. */
const PLATFORM_URL = process.env['PLATFORM_URL'] ?? 'http://localhost:8080';

export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    assetsInlineLimit: 4096,
  },
  server: {
    port: 4200,
    // The platform's API, order records, generated images, and its demo game, chat, lottery and payment pages.
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/cdn', '/media', '/demo', '/sandbox', '/m/lotto-h5', '/m/manifest.webmanifest'].map((prefix) => [prefix, { target: PLATFORM_URL, changeOrigin: false }]),
    ),
  },
  preview: { port: 4300 },
});
