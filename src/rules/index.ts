// The rules engine's public API (RULES.md §15 and docs/rules-api.md): every other layer imports from here.
export * from "./types";
export * from "./characteristics";
export * from "./constitutions";
export * from "./moral";
export * from "./creation";
export * from "./aggravation";
export * from "./combat";
export * from "./skills";
export * from "./experience";
export * from "./progression";
export * from "./spells";
export * from "./states";
export * from "./fortune";
export * from "./dice";
export * from "./probability";
export * from "./experience-flow";
export * from "./combat-flow";
