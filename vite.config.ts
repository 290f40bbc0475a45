import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API listens on API_PORT in development; Vite serves the app with hot reload and proxies /api.
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Preloads the one font file every page paints with (Inter, latin subset: Swedish text) from the
 * page itself, so it downloads with the styles and scripts instead of after the first render,
 * and the text does not change font and shift while the page loads.
 */
function preloadCriticalFont(): Plugin {
  return {
    name: 'preload-critical-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error('preload-critical-font: the Inter latin font is not in the bundle');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadCriticalFont()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically ('$initial') goes into one file. By default the
        // bundler splits it into about ten shared chunks (React, the router, the query client…)
        // that every first load fetches anyway: one file saves connections and round trips.
        // Pages that load on demand keep their own chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
