import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compressBeside } from './scripts/compress.ts';
import { startupStagePreloads } from './scripts/startup-preloads.ts';

const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = [
  '/customer',
  '/abs-testing',
  '/feature-toggle',
  '/cv-processor',
  '/auth',
  '/api',
  '/ofrep',
  '/dev',
  '/docs',
  '/openapi.json',
];

// Same policy the API sends in production, so `vite preview` surfaces CSP mistakes early.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The server sends these with @fastify/static's `preCompressed` (ADR 073): text assets leave compressed, at no CPU cost per request.
function precompress(): Plugin {
  const compressible = /\.(js|css|html|json|svg|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  return {
    name: 'precompress',
    // The client build only; the build-time renderer (--ssr) writes into .ssr/ and compresses its own pages.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      const outDir = fileURLToPath(new URL('./dist', import.meta.url));
      for (const file of walk(outDir).filter((path) => compressible.test(path))) compressBeside(file);
    },
  };
}

// main.tsx imports the app in stages so that each is evaluated in a task of its own; the page preloads every stage
// (with its static imports) alongside the entry, so the staging costs no extra round trip.
function preloadStartupStages(): Plugin {
  return {
    name: 'preload-startup-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return startupStagePreloads(chunk, bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // A build lists every chunk with its sizes (~175 lines for the two builds), which buried `npm start`'s own messages;
  // warnings and errors still show. VERBOSE_BUILD=1 brings the report back.
  logLevel: command === 'build' && !process.env.VERBOSE_BUILD ? 'warn' : 'info',
  plugins: [react(), preloadStartupStages(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
}));
