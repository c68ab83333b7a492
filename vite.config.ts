import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// BASE_PATH lets the static build live under a sub-path (e.g. GitHub Pages: /code-mode-playground/).
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000 },
  server: { port: 5173 },
  preview: { port: 4173 },
});
