import { readdirSync } from "node:fs";
import { defineConfig } from "vite";

/** Every .hbs file under templates/, relative to the system root (preloaded by src/templates.ts). */
function templatePaths(dir = "templates"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? templatePaths(`${dir}/${e.name}`) : e.name.endsWith(".hbs") ? [`${dir}/${e.name}`] : [],
  ).sort();
}

// Library build: one ES module for Foundry (and lazily loaded chunks) plus one stylesheet. Names are kept readable (no
// minification): Foundry persists class names (a Roll's `class`, sheet ids) and modules hook
// into them.
export default defineConfig({
  publicDir: false,
  define: { __ALTHERION_TEMPLATES__: JSON.stringify(templatePaths()) },
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
      // The entry may export what its lazy chunks import back (fewer shared chunks).
      preserveEntrySignatures: "allow-extension",
      // One module for Foundry, plus the chunks of dynamic imports: the Quench batches
      // (src/testing/quench/) load only in worlds where Quench is active.
      output: { chunkFileNames: "chunks/[name].mjs" },
    },
  },
});
