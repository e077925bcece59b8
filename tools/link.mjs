// `npm run link -- <FoundryDataPath>` symlinks dist/ into <Data>/systems/altherion.
import { existsSync, lstatSync, mkdirSync, symlinkSync, unlinkSync } from "node:fs";
import { resolve } from "node:path";

const dataPath = process.argv[2];
if (!dataPath) {
  console.error("Usage: npm run link -- <FoundryDataPath>   (the folder that holds Data/, or Data/ itself)");
  process.exit(1);
}
const data = existsSync(resolve(dataPath, "Data")) ? resolve(dataPath, "Data") : resolve(dataPath);
const systems = resolve(data, "systems");
const link = resolve(systems, "altherion");
mkdirSync(systems, { recursive: true });
if (existsSync(link) || lstatSync(link, { throwIfNoEntry: false })) {
  if (!lstatSync(link).isSymbolicLink()) {
    console.error(`${link} exists and is not a symlink: move it away first.`);
    process.exit(1);
  }
  unlinkSync(link);
}
// A junction on Windows needs no administrator rights.
symlinkSync(resolve("dist"), link, process.platform === "win32" ? "junction" : "dir");
console.log(`Linked ${link} → ${resolve("dist")}`);
