import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset next to it, made once at build
 * time: the server sends them as they are (@fastify/static preCompressed) instead of compressing
 * per request. Files under 1 KB stay plain (compression would not pay for its header).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'catalyst-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const serverPort = Number(process.env.PORT ?? 5000);
const target = `http://localhost:${serverPort}`;

export const alias = {
  '@shared': path.resolve(import.meta.dirname, 'shared'),
  '@': path.resolve(import.meta.dirname, 'client'),
};

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
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
