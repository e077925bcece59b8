import { defineConfig } from "vite";

// Library build: one ES module for Foundry plus one stylesheet. Names are kept readable (no
// minification): Foundry persists class names (a Roll's `class`, sheet ids) and modules hook
// into them.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    target: "es2022",
    lib: {
      entry: "src/altherion.ts",
      formats: ["es"],
      fileName: () => "altherion.mjs",
      cssFileName: "altherion",
    },
    rollupOptions: {
      output: { codeSplitting: false },
    },
  },
});
