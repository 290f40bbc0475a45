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
        //
        // The questionnaire's page, its triage (red flags, advice, their card) and the small UI
        // pieces it needs come as one more file: split by the bundler they were a dozen files of
        // 1–3 KB, each a round trip on a slow phone connection before the first question shows.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 20 },
            {
              name: 'assessment',
              test: /src\/(web\/features\/assessment|shared\/domain\/(scoring\/(red-flags|advice|answers|types|presentation)|consent)|web\/components\/(red-flag-advice|ui\/(card|input|label|toast-store)))|lucide-react\/dist\/esm\/icons\/(circle-check|octagon-alert|octagon-exclamation-point|triangle-alert|info)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
