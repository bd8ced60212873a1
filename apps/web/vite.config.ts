import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
});
