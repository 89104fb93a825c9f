import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url));
// The gateway serves /api and /socket.io; in development Vite forwards them there.
const gateway = 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
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
