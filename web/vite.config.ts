import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PRICE_VALID_UNTIL_PLACEHOLDER, priceValidUntil } from './src/seo.ts';

const contracts = fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url));
// The gateway serves /api and /socket.io; in development Vite forwards them there, to the PORT
// the gateway was given (`npm run dev` and `npm start` read the same variable).
const gateway = `http://localhost:${process.env.PORT ?? 3001}`;

/** Writes the structured offers' validity date at build time, so it is never in the past. */
const structuredDataDates = (): Plugin => ({
  name: 'structured-data-dates',
  transformIndexHtml: (html) =>
    html.replaceAll(PRICE_VALID_UNTIL_PLACEHOLDER, priceValidUntil(new Date())),
});

export default defineConfig({
  plugins: [react(), structuredDataDates()],
  resolve: { alias: { '@shortlist/contracts': contracts } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/socket.io': { target: gateway, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/socket.io': { target: gateway, ws: true, changeOrigin: true },
    },
  },
});
