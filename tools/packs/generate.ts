/**
 * The compendium generator, pure: builds every pack's documents and the Babele English files in
 * memory, from the rules' data (src/rules/) and the content modules beside this file.
 * tools/generate-packs.ts writes the result; test/contract/packs.test.ts compares it with git.
 */
import { dump } from "js-yaml";
import {
  AGGRAVATION_TABLES, CONSTITUTION_KEYS, DEFAULT_SKILLS, HEALING_COMPLEXITY, LANGUAGES, LANGUAGE_DESCRIPTORS, LANGUAGE_EXPERTISES, ROW_KEYS,
  STARTER_QUALITIES, starterQualitiesOf,
} from "../../src/rules/index";
import { deriveCreature } from "../../src/data/personnage-derived";
import type { CreatureSource } from "../../src/rules/index";
import {
  COLLECTION, Registry, SYSTEM_ID, folder, itemDoc, journalEntry, slug, stableId, stats, textPage,
} from "./core";
import type { Doc, DocumentName } from "./core";
import { ACTION_ENTRIES } from "./content/actions";
import { ETAT_ENTRIES } from "./content/etats";
import { APTITUDES, CLASSES, ESPECES, EQUIPEMENT, GROUPE, PERSONNAGES, PNJS } from "./content/exemples";
import type { ExampleActor, ExampleItem } from "./content/exemples";
import { chaptersEn } from "./content/regles-en";
import { chapitresFr } from "./content/regles-fr";
import type { Links } from "./content/regles-types";
import { ruleIndex, withPlayerTexts } from "./rule-links";
import type { Lang } from "./rule-links";
import { AGGRAVATION_EN, AGGRAVATION_FR, DESCRIPTOR_EN, HINT_EN, LANGUAGE_EN, SKILL_EN } from "./translations";
import { builtinExpertiseKey } from "../../src/data/builtin-names";
import englishLang from "../../lang/en.json" with { type: "json" };

export interface PackDef { name: string; label: string; type: DocumentName; folder: "regles" | "contenu" }

/** The packs, in system.json order. */
export const PACKS: PackDef[] = [
  { name: "regles", label: "Règles d'Altherion", type: "JournalEntry", folder: "regles" },
  { name: "etats", label: "États et conditions", type: "JournalEntry", folder: "regles" },
  { name: "actions", label: "Actions de combat et d'incantation", type: "JournalEntry", folder: "regles" },
  { name: "tables", label: "Tables", type: "RollTable", folder: "regles" },
  { name: "competences", label: "Compétences", type: "Item", folder: "contenu" },
  { name: "langues", label: "Langues", type: "Item", folder: "contenu" },
  { name: "exemples", label: "Exemples — objets, classes et espèces", type: "Item", folder: "contenu" },
  { name: "exemples-acteurs", label: "Exemples — personnages, PNJ et groupe", type: "Actor", folder: "contenu" },
];

/** Rules category (src/rules/skills.ts) → the competence model's `categorie` choice (src/data uses the same ids). */
export const CATEGORY_TO_MODEL: Record<string, string> = { combat: "combat", pratiques: "pratiques", theoriques: "theoriques", langues: "langues" };

type Babele = { label: string; mapping?: Record<string, unknown>; entries: Record<string, Record<string, unknown>> };

interface Built {
  docs: Map<string, Map<string, Doc>>; // pack → relative path → doc
  babele: Map<string, Babele>; // pack → Babele file
}

const need = <T>(table: Record<string, T>, key: string, what: string): T => {
  const v = table[key];
  if (v === undefined) throw new Error(`Missing English for ${what} "${key}" (tools/packs/translations.ts)`);
  return v;
};

/** A built-in expertise's English: the word the English interface shows for it (lang/en.json, data/builtin-names.ts). */
const expertiseEn = (name: string): string => {
  const key = builtinExpertiseKey(name);
  const v = key?.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], englishLang);
  if (typeof v !== "string") throw new Error(`Missing English for expertise "${name}" (lang/en.json ${key ?? "ALTHERION.Competence.Expertise.*"})`);
  return v;
};

const html = (...paras: string[]) => paras.map((s) => `<p>${s}</p>`).join("\n");

function put(built: Built, pack: string, path: string, doc: Doc): void {
  let files = built.docs.get(pack);
  if (!files) built.docs.set(pack, (files = new Map()));
  if (files.has(path)) throw new Error(`Two documents at ${pack}/${path}`);
  files.set(path, doc);
}

function babele(built: Built, pack: string, label: string, mapping?: Record<string, unknown>): Babele {
  let b = built.babele.get(pack);
  if (!b) built.babele.set(pack, (b = mapping ? { label, mapping, entries: {} } : { label, entries: {} }));
  return b;
}

const ITEM_MAPPING = { description: "system.description" };

// ---------------------------------------------------------------- tables (R-CRIT-2, R-SPELL-1)

function buildTables(built: Built, reg: Registry): void {
  const b = babele(built, "tables", "Tables", { results: { path: "results", converter: "altherionTableResults" } });
  AGGRAVATION_TABLES.forEach((rows, fragilite) => {
    const key = `aggravation-${fragilite}`;
    const _id = stableId(`tables:table:${key}`);
    const name = `Aggravation — Fragilité ${fragilite}`;
    const results = rows.map((row) => {
      const fr = need(AGGRAVATION_FR, row.id, "aggravation effect");
      const rid = stableId(`tables:result:${key}:${row.id}`);
      return {
        _id: rid, _key: `!tables.results!${_id}.${rid}`, type: "text", name: fr.name, description: fr.description,
        img: "icons/svg/d10-grey.svg", range: [row.from, row.to], weight: row.to - row.from + 1, drawn: false,
        flags: { [SYSTEM_ID]: { effet: row.id, fragilite: row.fragilite, agonie: row.agonie, mort: row.death, condition: row.condition } },
        _stats: stats(),
      };
    });
    const doc: Doc = {
      _id, _key: `!tables!${_id}`, name, img: "icons/svg/d10-grey.svg",
      description: `<p>Table d'aggravation d'une victime de Fragilité ${fragilite}. À lancer quand elle ne dépense pas autant de points de Résilience que son nouveau niveau d'Aggravation.</p>`,
      results, formula: "1d10", replacement: true, displayRoll: true, folder: null, sort: fragilite * 100,
      ownership: { default: 0 }, flags: { [SYSTEM_ID]: { fragilite } }, _stats: stats(),
    };
    put(built, "tables", `aggravation-fragilite-${fragilite}.yml`, doc);
    reg.add("tables", "RollTable", doc, key);
    b.entries[name] = {
      name: `Aggravation — Frailty ${fragilite}`,
      description: `<p>Aggravation table for a victim at Frailty ${fragilite}. Roll it when the victim does not spend as many Resilience points as its new Aggravation level.</p>`,
      results: Object.fromEntries(rows.map((row) => {
        const en = need(AGGRAVATION_EN, row.id, "aggravation effect");
        return [`${row.from}-${row.to}`, { name: en.name, description: en.description }];
      })),
    };
  });

  // R-SPELL-1 healing complexity: a reference table (one row per complexity, no roll).
  const _id = stableId("tables:table:guerison");
  const name = "Complexité des sorts de guérison";
  const rows: { c: number; fr: string; en: string }[] = [
    { c: 1, fr: "Aucune cicatrice.", en: "No scars." },
    { c: 2, fr: "Au moins une cicatrice.", en: "At least one scar." },
    ...[...HEALING_COMPLEXITY].reverse().map((r) => ({
      c: r.complexity,
      fr: `Cicatrices au moins égales à ${r.num}/${r.den} de la constitution maximale.`,
      en: `Scars at least ${r.num}/${r.den} of the maximum constitution.`,
    })),
  ];
  const results = rows.map((row) => {
    const rid = stableId(`tables:result:guerison:${row.c}`);
    return {
      _id: rid, _key: `!tables.results!${_id}.${rid}`, type: "text", name: `Complexité ${row.c}`, description: row.fr,
      img: "icons/svg/heal.svg", range: [row.c, row.c], weight: 1, drawn: false, flags: { [SYSTEM_ID]: { complexite: row.c } }, _stats: stats(),
    };
  });
  const doc: Doc = {
    _id, _key: `!tables!${_id}`, name, img: "icons/svg/heal.svg",
    description: html(
      "Complexité d'un sort de guérison selon les cicatrices de la cible dans la constitution soignée (la ligne la plus haute qui s'applique). La difficulté est le nombre de blessures soignées.",
      "+1 de complexité pour chacun de ces cas : la cible est à 0 dans cette constitution ; elle est à 0 point de Résilience ; elle est en Péril dans cette constitution.",
      "<em>Table de consultation : elle ne se tire pas.</em>",
    ),
    results, formula: `1d${rows.length}`, replacement: true, displayRoll: false, folder: null, sort: 1000,
    ownership: { default: 0 }, flags: { [SYSTEM_ID]: { reference: true } }, _stats: stats(),
  };
  put(built, "tables", "complexite-des-sorts-de-guerison.yml", doc);
  reg.add("tables", "RollTable", doc, "guerison");
  b.entries[name] = {
    name: "Healing spell complexity",
    description: html(
      "Complexity of a healing spell by the target's scars in the healed constitution (the highest row that applies). The difficulty is the number of wounds healed.",
      "+1 complexity for each of: the target is at 0 in that constitution; it is at 0 Resilience points; it is in Peril in that constitution.",
      "<em>Reference table: not meant to be drawn.</em>",
    ),
    results: Object.fromEntries(rows.map((row) => [`${row.c}-${row.c}`, { name: `Complexity ${row.c}`, description: row.en }])),
  };
}

// ---------------------------------------------------------------- competences, langues (R-SK-1, R-SK-6)

const CATEGORY_FOLDERS = { combat: "Combat", pratiques: "Pratiques", theoriques: "Théoriques" } as const;

function buildCompetences(built: Built, reg: Registry): void {
  const b = babele(built, "competences", "Skills", { ...ITEM_MAPPING, expertises: { path: "system.expertises", converter: "altherionExpertises" } });
  const folders = Object.entries(CATEGORY_FOLDERS).map(([cat, name], i) => {
    const f = folder("competences", "Item", name, (i + 1) * 100000);
    put(built, "competences", `${slug(name)}/_Folder.yml`, f);
    return [cat, f] as const;
  });
  const byCategory = new Map<string, Doc>(folders);
  DEFAULT_SKILLS.forEach((s, i) => {
    const en = need(SKILL_EN, s.id, "skill");
    const hint = "expertiseHint" in s ? s.expertiseHint : undefined;
    const frHtml = [
      `<p>${s.description}.</p>`,
      s.category === "theoriques" ? "<p>Compétence théorique : elle ne se lance pas, elle indique un degré de connaissance.</p>" : "",
      s.expertises.length ? `<p><strong>Exemples d'expertises</strong> : ${s.expertises.join(", ")}.</p>` : "",
      hint ? `<p><strong>Expertises</strong> : ${hint}.</p>` : "",
    ].filter(Boolean).join("\n");
    const doc = itemDoc("competences", s.id, s.name, "competence", {
      description: frHtml,
      key: s.id,
      categorie: CATEGORY_TO_MODEL[s.category],
      niveau: 0,
      expertises: s.expertises.map((nom: string) => ({ nom, possedee: false, personnalisee: false })),
      plafond: "",
      pp: { value: 0 },
      qualites: starterQualitiesOf(s.id), // R-PP-4 the starter list (the GM edits it)
    }, { folder: (byCategory.get(s.category) as Doc)._id, sort: (i + 1) * 1000, flags: { [SYSTEM_ID]: { id: s.id } } });
    put(built, "competences", `${slug(CATEGORY_FOLDERS[s.category as keyof typeof CATEGORY_FOLDERS])}/${s.id}.yml`, doc);
    reg.add("competences", "Item", doc);
    const enHtml = [
      `<p>${en.description}.</p>`,
      s.category === "theoriques" ? "<p>Knowledge skill: never rolled, it states a degree of knowledge.</p>" : "",
      s.expertises.length ? `<p><strong>Example expertises</strong>: ${s.expertises.map((x: string) => expertiseEn(x)).join(", ")}.</p>` : "",
      hint ? `<p><strong>Expertises</strong>: ${need(HINT_EN, hint, "expertise hint")}.</p>` : "",
    ].filter(Boolean).join("\n");
    b.entries[s.name] = {
      name: en.name, description: enHtml,
      expertises: Object.fromEntries(s.expertises.map((x: string) => [x, expertiseEn(x)])),
    };
  });
  buildStarterQualities(built, reg, b.entries);
}

/**
 * R-PP-4 [I] the achat ruleset's starter qualities (rules STARTER_QUALITIES), in their own folder, each saying
 * it is a starting point the GM edits. Babele keeps their French names: the skills' lists name them so.
 */
function buildStarterQualities(built: Built, reg: Registry, entries: Record<string, unknown>): void {
  const f = folder("competences", "Item", "Qualités (liste de départ)", 400000);
  put(built, "competences", "qualites/_Folder.yml", f);
  const skillName = (key: string) => DEFAULT_SKILLS.find((s) => s.id === key)?.name ?? key;
  STARTER_QUALITIES.forEach((q, i) => {
    const names = q.skills.map(skillName).join(", ");
    const doc = itemDoc("competences", `qualite-${q.id}`, q.name, "qualite", {
      description: `<p>Qualité de la progression par achat : ${names}.</p>\n<p><em>Liste de départ</em> : le Conteur l'adapte à sa campagne (noms, compétences qui la listent).</p>`,
      competences: [...q.skills],
    }, { folder: f._id, sort: (i + 1) * 1000, flags: { [SYSTEM_ID]: { id: `qualite-${q.id}` } } });
    put(built, "competences", `qualites/${q.id}.yml`, doc);
    reg.add("competences", "Item", doc);
    entries[q.name] = {
      name: q.name,
      description: `<p>A quality of the progression-by-purchase ruleset: ${q.skills.map((k) => need(SKILL_EN, k, "skill").name).join(", ")}.</p>\n<p><em>Starter list</em>: the GM adapts it to the campaign (names, skills that list it).</p>`,
    };
  });
}

/** R-SK-6 a language's expertises: its writing system ("Écriture"), owned when listed. */
const languageExpertises = (owned: readonly string[]) => LANGUAGE_EXPERTISES.map((nom) => ({ nom, possedee: owned.includes(nom), personnalisee: false }));

function descriptorList(lang: "fr" | "en"): string {
  const items = Object.entries(LANGUAGE_DESCRIPTORS).map(([lvl, d]) =>
    `<li><strong>${lvl}</strong> — ${lang === "fr" ? d.fr : need(DESCRIPTOR_EN, lvl, "language descriptor")}</li>`);
  return `<ol>\n${items.join("\n")}\n</ol>`;
}

function buildLangues(built: Built, reg: Registry): void {
  const b = babele(built, "langues", "Languages", { ...ITEM_MAPPING, expertises: { path: "system.expertises", converter: "altherionExpertises" } });
  LANGUAGES.forEach((l, i) => {
    const en = need(LANGUAGE_EN, l.id, "language");
    const magical = "magical" in l && l.magical;
    const cappedBy = "cappedBy" in l ? l.cappedBy : "";
    const capName = cappedBy ? LANGUAGES.find((x) => x.id === cappedBy)?.name : "";
    const frHtml = [
      `<p>${l.description}.</p>`,
      magical ? `<p><strong>Vrai Primordial</strong> : langue magique, « dépendante à la magie ». Son niveau ne peut jamais dépasser celui du personnage en ${capName} ; elle a sa propre base d'achat. Elle est extrêmement difficile à apprendre, car peu de gens la pratiquent.</p>` : "",
      "<p>Une langue ne se lance pas. Une expertise dans une langue signifie que l'on connaît son système d'écriture.</p>",
      "<p><strong>Niveaux</strong> :</p>",
      descriptorList("fr"),
    ].filter(Boolean).join("\n");
    const enHtml = [
      `<p>${en.description}.</p>`,
      magical ? `<p><strong>True Primordial</strong>: a magical language, "dependent on magic". Its level can never exceed the character's ${need(LANGUAGE_EN, cappedBy as string, "language").name} level; it has its own purchase base. It is extremely hard to learn, since few people practise it.</p>` : "",
      "<p>A language is never rolled. An expertise in a language means knowing its writing system.</p>",
      "<p><strong>Levels</strong>:</p>",
      descriptorList("en"),
    ].filter(Boolean).join("\n");
    const doc = itemDoc("langues", l.id, l.name, "competence", {
      description: frHtml, key: l.id, categorie: CATEGORY_TO_MODEL.langues, niveau: 0, expertises: languageExpertises([]), plafond: cappedBy ?? "", pp: { value: 0 }, qualites: [],
    }, { sort: (i + 1) * 1000, img: "icons/svg/book.svg", flags: { [SYSTEM_ID]: { id: l.id, magique: Boolean(magical) } } });
    put(built, "langues", `${l.id}.yml`, doc);
    reg.add("langues", "Item", doc);
    b.entries[l.name] = { name: en.name, description: enHtml, expertises: Object.fromEntries(LANGUAGE_EXPERTISES.map((x) => [x, expertiseEn(x)])) };
  });
}

// ---------------------------------------------------------------- journals: etats, actions

function buildJournalPack(built: Built, reg: Registry, pack: "etats" | "actions", label: string,
  entries: { key: string; fr: string; en: string; pages: { fr: { name: string; html: string }; en: { name: string; html: string }; flags: Record<string, unknown> }[] }[]): void {
  const b = babele(built, pack, label);
  entries.forEach((e, i) => {
    const doc = journalEntry(pack, e.key, e.fr, (entryId) =>
      e.pages.map((pg, j) => textPage(entryId, `${pack}:${e.key}`, pg.fr.name, pg.fr.html, (j + 1) * 1000, { [SYSTEM_ID]: pg.flags })),
    { sort: (i + 1) * 1000 });
    put(built, pack, `${e.key}.yml`, doc);
    reg.add(pack, "JournalEntry", doc);
    for (const page of doc.pages as Doc[]) {
      reg.add(pack, "JournalEntry", { ...page, _id: `${doc._id}.JournalEntryPage.${page._id}` }, `page:${page.name}`);
    }
    b.entries[e.fr] = {
      name: e.en,
      pages: Object.fromEntries(e.pages.map((pg) => [pg.fr.name, { name: pg.en.name, text: pg.en.html }])),
    };
  });
}

// ---------------------------------------------------------------- exemples

function competenceSystem(id: string, niveau: number, owned: string[]): { name: string; system: Record<string, unknown>; source: string } {
  const s = DEFAULT_SKILLS.find((x) => x.id === id);
  if (s) {
    const ex = s.expertises.map((nom: string) => ({ nom, possedee: owned.includes(nom), personnalisee: false }));
    for (const nom of owned) if (!s.expertises.includes(nom as never)) ex.push({ nom, possedee: true, personnalisee: true });
    return { name: s.name, source: "competences", system: { key: s.id, categorie: CATEGORY_TO_MODEL[s.category], niveau, expertises: ex, plafond: "", pp: { value: 0 }, qualites: starterQualitiesOf(s.id) } };
  }
  const l = LANGUAGES.find((x) => x.id === id);
  if (!l) throw new Error(`Unknown skill or language id in an example: ${id}`);
  return { name: l.name, source: "langues", system: { key: l.id, categorie: CATEGORY_TO_MODEL.langues, niveau, expertises: languageExpertises(owned), plafond: "cappedBy" in l ? l.cappedBy : "", pp: { value: 0 }, qualites: [] } };
}

function buildExemples(built: Built, reg: Registry): void {
  const b = babele(built, "exemples", "Examples", ITEM_MAPPING);
  const all: ExampleItem[] = [...ESPECES, ...CLASSES, ...APTITUDES, ...EQUIPEMENT];
  const folderIds = new Map<string, string>();
  [...new Set(all.map((i) => i.folder))].forEach((name, i) => {
    const f = folder("exemples", "Item", name, (i + 1) * 100000);
    folderIds.set(name, f._id);
    put(built, "exemples", `${slug(name)}/_Folder.yml`, f);
  });
  const docs = new Map<string, Doc>();
  // First pass: ids (classes and species list aptitudes by UUID).
  for (const it of all) docs.set(it.fr.name, itemDoc("exemples", it.key, it.fr.name, it.type, {}, { folder: folderIds.get(it.folder), flags: { [SYSTEM_ID]: { exemple: true } } }));
  for (const d of docs.values()) reg.add("exemples", "Item", d);
  const uuids = (names: unknown) => (names as string[]).map((n) => reg.uuid("exemples", n));
  all.forEach((it, i) => {
    const doc = docs.get(it.fr.name) as Doc;
    const system: Record<string, unknown> = { description: it.fr.description, ...it.system };
    if (it.type === "classe") system.aptitudes = uuids(it.system.aptitudes);
    if (it.type === "espece") {
      system.aptitudesInnees = uuids(it.system.aptitudesInnees);
      system.aptitudesAcquerables = uuids(it.system.aptitudesAcquerables);
    }
    doc.system = system;
    doc.sort = (i + 1) * 1000;
    put(built, "exemples", `${slug(it.folder)}/${slug(it.fr.name)}.yml`, doc);
    b.entries[it.fr.name] = { name: it.en.name, description: it.en.description };
  });

  // Actors.
  const ba = babele(built, "exemples-acteurs", "Examples — characters and NPCs", {
    description: "system.biographie",
    items: { path: "items", converter: "fromPack" },
    tokenName: { path: "prototypeToken.name", converter: "name" },
  });
  const actorFolders = new Map<string, string>();
  ["Personnages", "PNJ", "Groupe"].forEach((name, i) => {
    const f = folder("exemples-acteurs", "Actor", name, (i + 1) * 100000);
    actorFolders.set(name, f._id);
    put(built, "exemples-acteurs", `${slug(name)}/_Folder.yml`, f);
  });
  const actor = (a: ExampleActor, i: number): Doc => {
    const _id = stableId(`exemples-acteurs:actor:${a.key}`);
    const items: Doc[] = [];
    for (const [id, c] of Object.entries(a.competences)) {
      const s = competenceSystem(id, c.niveau, c.expertises ?? []);
      const source = reg.uuid(s.source, s.name);
      const it = itemDoc("exemples-acteurs", id, s.name, "competence", { description: "", ...s.system }, { parent: _id });
      it._stats = { ...stats(), compendiumSource: source };
      items.push(it);
    }
    for (const name of a.items) {
      const src = docs.get(name);
      if (!src) throw new Error(`Example actor ${a.key} embeds an unknown item: ${name}`);
      const it = itemDoc("exemples-acteurs", slug(name), name, src.type as string, structuredClone(src.system as Record<string, unknown>), { parent: _id, img: src.img as string });
      it._stats = { ...stats(), compendiumSource: reg.uuid("exemples", name) };
      items.push(it);
    }
    items.forEach((it, j) => { it.sort = (j + 1) * 1000; });
    const creature = {
      caracteristiques: { ...a.caracteristiques }, origine: 0, exaltation: 1, combativite: a.combativite,
      constitutions: Object.fromEntries(CONSTITUTION_KEYS.map((k) => [k, { premice: 15, bonus: 0, value: 0, scars: 0, ephemeral: 0, stabilized: false }])),
      points: Object.fromEntries(ROW_KEYS.map((k) => [k, { value: 0 }])),
      fragilite: 0, epuisement: 0, aggravation: 0, agonie: 0, modificateurs: { surpuissance: 0, impuissance: 0 },
    } as unknown as CreatureSource;
    // R-CAR-7 / R-CAR-5 / R-CON-2 the example starts full: each pool and constitution at the maximum of the real derivation
    // (effective grid, species bonuses included), never a recomputed one.
    const derived = deriveCreature(creature, { items: items.map((it) => ({ type: it.type as string, name: it.name as string, system: it.system as Record<string, unknown> })), statuses: [], ruleset: "altherion" });
    for (const k of CONSTITUTION_KEYS) creature.constitutions[k].value = derived.constitutions[k].max;
    for (const k of ROW_KEYS) creature.points[k].value = derived.points[k].max;
    const system: Record<string, unknown> = {
      ...creature,
      biographie: a.fr.biographie, notesMJ: "",
      ...(a.type === "personnage" ? {
        moral: { espoir: 0, desespoir: 0 }, fortune: 0, xp: { total: 0, spent: 0, log: [] }, karma: 0,
        legende: { text: "", value: 0 }, lignee: "", creation: { active: false, budget: 75 }, langueNatale: a.langueNatale ?? "",
      } : {}),
      ...(a.extra ?? {}),
    };
    const img = a.type === "personnage" ? "icons/svg/mystery-man.svg" : "icons/svg/skull.svg";
    return {
      _id, _key: `!actors!${_id}`, name: a.fr.name, type: a.type, img, system, items, effects: [],
      prototypeToken: { name: a.fr.name, actorLink: a.type === "personnage", disposition: a.type === "personnage" ? 1 : -1, texture: { src: img } },
      folder: actorFolders.get(a.type === "personnage" ? "Personnages" : "PNJ"), sort: (i + 1) * 1000,
      ownership: { default: 0 }, flags: { [SYSTEM_ID]: { exemple: true } }, _stats: stats(),
    };
  };
  [...PERSONNAGES, ...PNJS].forEach((a, i) => {
    const doc = actor(a, i);
    put(built, "exemples-acteurs", `${a.type === "personnage" ? "personnages" : "pnj"}/${a.key}.yml`, doc);
    reg.add("exemples-acteurs", "Actor", doc);
    ba.entries[a.fr.name] = { name: a.en.name, description: a.en.biographie, tokenName: a.en.name };
  });
  const gid = stableId(`exemples-acteurs:actor:${GROUPE.key}`);
  const groupe: Doc = {
    _id: gid, _key: `!actors!${gid}`, name: GROUPE.fr.name, type: "groupe", img: "icons/svg/village.svg",
    system: {
      membres: GROUPE.membres.map((n) => reg.uuid("exemples-acteurs", n)),
      moral: { espoir: 0, desespoir: 0 }, fatalite: 0, biographie: GROUPE.fr.biographie, notesMJ: "",
    },
    items: [], effects: [], prototypeToken: { name: GROUPE.fr.name, actorLink: true, disposition: 1, texture: { src: "icons/svg/village.svg" } },
    folder: actorFolders.get("Groupe"), sort: 1000, ownership: { default: 0 }, flags: { [SYSTEM_ID]: { exemple: true } }, _stats: stats(),
  };
  put(built, "exemples-acteurs", `groupe/${GROUPE.key}.yml`, groupe);
  reg.add("exemples-acteurs", "Actor", groupe);
  ba.entries[GROUPE.fr.name] = { name: GROUPE.en.name, description: GROUPE.en.biographie, tokenName: GROUPE.en.name };
}

// ---------------------------------------------------------------- regles (bilingual journal)

function links(reg: Registry, lang: "fr" | "en"): Links {
  const skillName = (name: string) => {
    if (lang === "fr") return name;
    const s = DEFAULT_SKILLS.find((x) => x.name === name);
    return s ? need(SKILL_EN, s.id, "skill").name : name;
  };
  const langName = (name: string) => {
    if (lang === "fr") return name;
    const l = LANGUAGES.find((x) => x.name === name);
    return l ? need(LANGUAGE_EN, l.id, "language").name : name;
  };
  const pageName = (pack: string, page: string) => {
    if (lang === "fr") return page;
    const all = pack === "etats" ? ETAT_ENTRIES.flatMap((e) => e.pages) : ACTION_ENTRIES.flatMap((e) => e.pages);
    return all.find((p) => p.fr.name === page)?.en.name ?? page;
  };
  return {
    sk: (name, label) => reg.link("competences", name, label ?? skillName(name)),
    lg: (name, label) => reg.link("langues", name, label ?? langName(name)),
    table: (which, label) => reg.link("tables", which === "guerison" ? "guerison" : `aggravation-${which}`, label),
    etat: (page, label) => reg.link("etats", `page:${page}`, label ?? pageName("etats", page)),
    action: (page, label) => reg.link("actions", `page:${page}`, label ?? pageName("actions", page)),
    entry: (pack, name, label) => {
      const entries = pack === "etats" ? ETAT_ENTRIES : ACTION_ENTRIES;
      return reg.link(pack, name, label ?? (lang === "fr" ? name : entries.find((e) => e.fr === name)?.en ?? name));
    },
    exemple: (name, label) => reg.link("exemples-acteurs", name, label ?? name),
  };
}

function buildRegles(built: Built, reg: Registry): void {
  const versions = [
    { key: "fr", name: "Règles d'Altherion", chapters: chapitresFr(links(reg, "fr")), lang: "fr" },
    { key: "en", name: "Altherion rules", chapters: chaptersEn(links(reg, "en")), lang: "en" },
  ];
  versions.forEach((v, i) => {
    const doc = journalEntry("regles", v.key, v.name, (entryId) =>
      v.chapters.map((c, j) => textPage(entryId, `regles:${v.key}`, c.title, c.html, (j + 1) * 1000, { [SYSTEM_ID]: { chapitre: j + 1 } })),
    { sort: (i + 1) * 1000, flags: { [SYSTEM_ID]: { lang: v.lang } } });
    put(built, "regles", `${slug(v.name)}.yml`, doc);
  });
}

// ---------------------------------------------------------------- entry point

/** Everything the generator produces, as file path (from the repository root) → text. */
export function generatePacks(): Map<string, string> {
  const built: Built = { docs: new Map(), babele: new Map() };
  const reg = new Registry();
  buildTables(built, reg);
  buildCompetences(built, reg);
  buildLangues(built, reg);
  buildJournalPack(built, reg, "etats", "States and conditions", ETAT_ENTRIES.map((e) => ({
    ...e, pages: e.pages.map((p) => ({ fr: p.fr, en: p.en, flags: p.statusId ? { statusId: p.statusId } : {} })),
  })));
  buildJournalPack(built, reg, "actions", "Combat and casting actions", ACTION_ENTRIES.map((e) => ({
    ...e, pages: e.pages.map((p) => ({ fr: p.fr, en: p.en, flags: { action: { id: p.id, jet: p.roll } } })),
  })));
  buildExemples(built, reg);
  buildRegles(built, reg);

  const index = ruleIndex([...(built.docs.get("regles")?.values() ?? [])]);
  const langOf = (doc: Doc): Lang => ((doc.flags as Record<string, { lang?: Lang }> | undefined)?.[SYSTEM_ID]?.lang ?? "fr");
  const out = new Map<string, string>();
  for (const def of PACKS) {
    const files = built.docs.get(def.name);
    if (!files) throw new Error(`Pack ${def.name} has no document`);
    for (const [path, raw] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      const doc = withPlayerTexts(raw, langOf(raw), index);
      const expected = doc._key.startsWith("!folders!") ? "folders" : COLLECTION[def.type];
      if (!doc._key.startsWith(`!${expected}!`)) throw new Error(`${def.name}/${path}: key ${doc._key} does not match ${def.type}`);
      out.set(`packs/${def.name}/${path}`, dump(doc, { lineWidth: -1, noRefs: true }));
    }
  }
  for (const [pack, file] of [...built.babele].sort(([a], [b]) => a.localeCompare(b))) {
    out.set(`lang/babele/en/${SYSTEM_ID}.${pack}.json`, `${JSON.stringify({ ...file, entries: withPlayerTexts(file.entries, "en", index) }, null, 2)}\n`);
  }
  return out;
}

/** The directories the generator owns entirely (stale files there are deleted on write). */
export const GENERATED_DIRS = [...PACKS.map((p) => `packs/${p.name}`), "lang/babele/en"];
