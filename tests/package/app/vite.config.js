// What a site's Vite build needs for Heed: relative asset URLs (the app is served from a
// sub-folder in the test) and ES-module workers (Heed's Worker uses top-level await).
export default {
  base: './',
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  worker: { format: 'es' },
};
