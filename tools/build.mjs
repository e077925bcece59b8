// `npm run build` → dist/: a complete Foundry system folder. `npm run dev` rebuilds on change.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync, watch } from "node:fs";
import { build } from "vite";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { builtManifest } from "./manifest.mjs";

const DIST = "dist";
const STATIC = ["templates", "lang", "assets"];
const DOCS = ["README.md", "CHANGELOG.md", "LICENSE"];
const watching = process.argv.includes("--watch");

function copyStatic() {
  for (const dir of STATIC) {
    if (existsSync(dir)) cpSync(dir, `${DIST}/${dir}`, { recursive: true });
  }
  for (const file of DOCS) if (existsSync(file)) cpSync(file, `${DIST}/${file}`);
  writeFileSync(`${DIST}/system.json`, `${JSON.stringify(builtManifest(), null, 2)}\n`);
}

async function compilePacks() {
  for (const pack of builtManifest().packs) {
    const src = `packs/${pack.name}`;
    if (!existsSync(src)) throw new Error(`system.json declares pack "${pack.name}" but ${src}/ does not exist`);
    const dest = `${DIST}/packs/${pack.name}`;
    rmSync(dest, { recursive: true, force: true });
    await compilePack(src, dest, { yaml: true, recursive: true, log: false });
  }
}

const started = performance.now();
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
await build({ logLevel: watching ? "info" : "warn", build: { watch: watching ? {} : null } });
copyStatic();
await compilePacks();
console.log(`Built ${DIST}/ in ${Math.round(performance.now() - started)} ms`);

if (watching) {
  for (const dir of [...STATIC, "packs"]) {
    if (!existsSync(dir)) continue;
    watch(dir, { recursive: true }, () => {
      copyStatic();
      compilePacks().catch((err) => console.error(err));
    });
  }
  watch("system.json", copyStatic);
  watch("template.json", copyStatic);
}
