// Merges i18n keys into lang/fr.json and lang/en.json: node tools/merge-lang.mjs <additions.json>
// where additions.json is { "fr": { nested keys }, "en": { nested keys } }. Existing keys are
// overwritten by the additions; key order of existing entries is kept; 2-space JSON with a final newline.
import { readFileSync, writeFileSync } from "node:fs";

const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function merge(into, add) {
  for (const [k, v] of Object.entries(add)) {
    if (isObj(v)) into[k] = merge(isObj(into[k]) ? into[k] : {}, v);
    else into[k] = v;
  }
  return into;
}

const additions = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const lang of ["fr", "en"]) {
  if (!additions[lang]) continue;
  const file = `lang/${lang}.json`;
  const data = merge(JSON.parse(readFileSync(file, "utf8")), additions[lang]);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
