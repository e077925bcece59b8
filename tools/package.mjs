// `npm run package [-- vX.Y.Z]` → dist/release/system.json and dist/release/altherion.zip, the two
// files a release publishes, and notes.md (the version's CHANGELOG section) (.github/workflows/release.yml runs this on a version tag). Without a
// tag the version is package.json's. The zip's one top folder is `altherion/` (the system id)
// holding the same system.json, so unzipping it in <Data>/systems/ also installs the system by hand.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { ZipArchive } from "archiver";
import { changelogSection, releaseManifest, tagVersion } from "./release.mjs";

if (!existsSync("dist/system.json")) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}
const tag = process.argv[2] ?? process.env.RELEASE_TAG;
const packageVersion = JSON.parse(readFileSync("package.json", "utf8")).version;
const version = tag === undefined ? packageVersion : tagVersion(tag);
if (!version) {
  console.error(`"${tag}" is not a version tag (vX.Y.Z).`);
  process.exit(1);
}
if (version !== packageVersion) {
  console.error(`The tag names ${version} but package.json says ${packageVersion}: bump the version (package.json, system.json) first.`);
  process.exit(1);
}

const manifest = releaseManifest(JSON.parse(readFileSync("dist/system.json", "utf8")), version);
const json = `${JSON.stringify(manifest, null, 2)}\n`;
const out = "dist/release";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/system.json`, json);
// The release's notes: the version's CHANGELOG section (a release without one is not made).
const notes = changelogSection(readFileSync("CHANGELOG.md", "utf8"), version);
if (!notes) {
  console.error(`CHANGELOG.md has no "## [${version}]" section: write what changed for a GM first.`);
  process.exit(1);
}
writeFileSync(`${out}/notes.md`, `${notes}\n`);

const target = `${out}/altherion.zip`;
const output = createWriteStream(target);
const zip = new ZipArchive({ zlib: { level: 9 } });
zip.pipe(output);
zip.glob("**/*", { cwd: "dist", ignore: ["release/**", "system.json"] }, { prefix: manifest.id });
zip.append(json, { name: `${manifest.id}/system.json` });
await zip.finalize();
await new Promise((resolve) => output.on("close", resolve));
console.log(`Packed ${target} and ${out}/system.json (v${version}, ${Math.round(statSync(target).size / 1024)} KiB)`);
