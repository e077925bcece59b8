/**
 * What must never reach a screen (GLOSSARY.md: no internal id): i18n keys, rule ids, `undefined`,
 * `NaN`, `[object Object]`, an XSS probe, a reference id (`characteristic:force`, `skill:melee`),
 * and a bare data key that is no word of either language (`agilite`, `rigidite`: the words are
 * « Agilité », « Rigidité »). The browser harness runs it over every rendered screen.
 */
import { CHARACTERISTIC_KEYS, CONSTITUTION_KEYS, DEFAULT_SKILLS, SECONDARY_KEYS } from "../../src/rules/index";
import { SKILL_EN } from "../../tools/packs/translations";

const FIXED = /\b(?:ALTHERION|TYPES)\.[A-Za-z][\w.-]*|\bR-[A-Z]{2,}-\d+\b|\bundefined\b|\bNaN\b|\[object Object\]|<script|onerror=/g;
/** A reference id: a lowercase kind, a colon without space, a lowercase key (the XP log's and the usage lists' targets). */
const REFERENCE = /\b(?:characteristic|skill|aptitude|specialite|constitution|moral|bonus|points|langue|opposition):[a-z][\w-]*/g;

/** The data keys whose lowercase spelling is no displayed word (French or English name). */
function bareKeys(): string[] {
  const words = new Set(DEFAULT_SKILLS.flatMap((s) => [s.name, SKILL_EN[s.id]?.name ?? ""]).map((w) => w.toLowerCase()));
  for (const w of ["force", "vigueur", "pouvoir", "charisme", "perception", "intellect", "sagesse", "corps", "esprit", "impact", "resilience", "finesse", "confiance"]) words.add(w);
  const keys = [...CHARACTERISTIC_KEYS, ...SECONDARY_KEYS, ...CONSTITUTION_KEYS, ...DEFAULT_SKILLS.map((s) => s.id)];
  return [...new Set(keys)].filter((k) => !words.has(k));
}
const BARE = new RegExp(`(?<![\\p{L}\\d_-])(?:${bareKeys().join("|")})(?![\\p{L}\\d_-])`, "gu");

/** Every leak found in the given texts, once each. */
export function findLeaks(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((t) => [...(t.match(FIXED) ?? []), ...(t.match(REFERENCE) ?? []), ...(t.match(BARE) ?? [])]))];
}
