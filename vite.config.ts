import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 5000);
const target = `http://localhost:${serverPort}`;

export const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared'),
  '@': path.resolve(import.meta.dirname, 'client'),
};

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target },
      '/trpc': { target, ws: true },
    },
  },
});
