// `npm run package` → dist/altherion.zip: the release archive. Its one top folder is `altherion/`
// (the system id) holding system.json, so unzipping it in <Data>/systems/ installs the system by hand.
import { createWriteStream, existsSync, readFileSync, statSync } from "node:fs";
import { ZipArchive } from "archiver";

if (!existsSync("dist/system.json")) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}
const { id, version } = JSON.parse(readFileSync("dist/system.json", "utf8"));
const target = "dist/altherion.zip";
const output = createWriteStream(target);
const zip = new ZipArchive({ zlib: { level: 9 } });
zip.pipe(output);
zip.glob("**/*", { cwd: "dist", ignore: ["altherion.zip"] }, { prefix: id });
await zip.finalize();
await new Promise((resolve) => output.on("close", resolve));
console.log(`Packed ${target} (v${version}, ${Math.round(statSync(target).size / 1024)} KiB)`);
