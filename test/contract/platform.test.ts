import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readJson, walk } from "../helpers/files";

// v13/v14 from one codebase (ARCHITECTURE.md "Versions"): every generation difference lives in
// src/platform/; these probes fail when code elsewhere tests a version or uses a v13-only or
// v14-only API directly, and when the templates or the build use what v14 removed.
const outsidePlatform = walk("src", [".ts"]).filter((f) => !f.replace(/\\/g, "/").startsWith("src/platform/"));
const sources = outsidePlatform.map((file) => ({ file, text: readFileSync(file, "utf8") }));

function offenders(pattern: RegExp): string[] {
  return sources.filter((s) => pattern.test(s.text)).map((s) => s.file);
}

describe("one adapter for v13 and v14 (src/platform/)", () => {
  it("nothing outside src/platform/ reads the release or compares versions", () => {
    expect(offenders(/release\s*\??\.\s*generation|game\s*\??\.\s*release|game\s*\??\.\s*version|isNewerVersion|compareVersions?\b/)).toEqual([]);
  });

  it("roll/message modes go through the adapter (no applyRollMode, applyMode or core rollMode/messageMode outside it)", () => {
    expect(offenders(/applyRollMode|\.applyMode\(|["']rollMode["']|["']messageMode["']|["'](gm|blind|self|public)roll["']/)).toEqual([]);
  });

  it("only src/platform/ reads the v14 declarations, and no code elsewhere reads a rollMode or messageMode option", () => {
    expect(offenders(/from\s+["'][^"']*platform\/v14["']|import\(\s*["'][^"']*platform\/v14["']/)).toEqual([]);
    expect(offenders(/\b(rollMode|messageMode)\b/)).toEqual([]);
  });

  it("Active Effect formats and options go through the adapter (no numeric modes, no legacyTransferral outside it)", () => {
    expect(offenders(/ACTIVE_EFFECT_MODES|legacyTransferral/)).toEqual([]);
  });

  it("Foundry's file picker is opened through the adapter (src/platform/file-picker.ts), never directly", () => {
    expect(offenders(/FilePicker/)).toEqual([]);
  });

  it("chat messages are styled with `style`, never with v11's numeric `type` that v14 no longer converts", () => {
    expect(offenders(/CHAT_MESSAGE_TYPES/)).toEqual([]);
  });

  it("neither templates nor code use the {{select}} helper, TinyMCE or CONFIG.TinyMCE (gone in v14)", () => {
    const templates = walk("templates", [".hbs"]).filter((f) => /\{\{\s*#?select\b|tinymce|\{\{\s*editor\b/i.test(readFileSync(f, "utf8")));
    expect(templates).toEqual([]);
    expect(offenders(/TinyMCE|tinymce/)).toEqual([]);
  });

  it("the stylesheet sits in Foundry's `system` cascade layer, named in the manifest (after core's layers, before modules')", () => {
    const manifest = readJson<{ styles: { src: string; layer?: string }[] }>("system.json");
    expect(manifest.styles).toEqual([{ src: "altherion.css", layer: "system" }]);
  });

  it("the stylesheet ships through the manifest's styles (v14 detached windows load those), never injected by the script", () => {
    const manifest = readJson<{ styles: { src: string; layer: string }[] }>("system.json");
    expect(manifest.styles.map((s) => s.src)).toEqual(["altherion.css"]);
    expect(offenders(/createElement\(\s*["']style["']|adoptedStyleSheets|insertAdjacentHTML\([^)]*<style/)).toEqual([]);
    const bundle = readFileSync("dist/altherion.mjs", "utf8");
    expect(bundle).not.toMatch(/createElement\(\s*["']style["']|adoptedStyleSheets/);
  });

  it("deletions in updates are the adapter's (deletionOf, forUpdate): no code elsewhere writes v13's \"-=key\" nor v14's _del", () => {
    const code = (text: string) => text.split("\n").filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)).join("\n");
    const writers = sources.filter((s) => /["'`]-=[\w$]|[:=,(]\s*_del\b|\._del\b/.test(code(s.text))).map((s) => s.file);
    expect(writers).toEqual([]);
  });
});
