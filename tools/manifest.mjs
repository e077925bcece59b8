// Builds the installable manifest (dist/system.json) from system.json and template.json.
// template.json is the one declaration of sub-types and their HTML fields; Foundry v14 reads
// `documentTypes` from the manifest instead, so the built manifest carries them and the
// installed package does not depend on template.json.
import { readFileSync } from "node:fs";

/** @returns {Record<string, Record<string, { htmlFields: string[] }>>} */
export function documentTypes(template) {
  const out = {};
  for (const [documentName, decl] of Object.entries(template)) {
    out[documentName] = {};
    for (const type of decl.types) {
      out[documentName][type] = { htmlFields: [...(decl.htmlFields ?? [])] };
    }
  }
  return out;
}

export function builtManifest(root = ".") {
  const system = JSON.parse(readFileSync(`${root}/system.json`, "utf8"));
  const template = JSON.parse(readFileSync(`${root}/template.json`, "utf8"));
  const packs = (system.packs ?? []).map((p) => ({ ...p, path: `packs/${p.name}` }));
  return { ...system, packs, documentTypes: documentTypes(template) };
}
