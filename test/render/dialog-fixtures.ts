// Dialog and GM-tool fixtures for the render tests and the browser test (test/browser/dialogs.test.ts).
import { EVIL as CARD_EVIL } from "./chat-fixtures";
import type { ActorRollData } from "../../src/dice/roll-spec";
import { ppActorData } from "../../src/dice/pp-test";
import type { RequestCandidate } from "../../src/applications/dialogs/request-tool-context";
import { initialUsage, spendableUsage, usageReducer } from "../../src/experience/usage";
import type { AdvancementState } from "../../src/rules/index";
import { derivePersonnage } from "../../src/data/personnage-derived";
import { actorRollData } from "../../src/dice/actor-data";
import { heros } from "../fixtures/personnages";
import { freshConstitution } from "../../src/rules/index";

export const EVIL = `<script>alert("x")</script><img src=x onerror=1>`;
/** A second person's name, as hostile: a card between two creatures names each by its own (the screenshots show two people). */
export const EVIL_OTHER = `<script>alert("y")</script><img src=y onerror=2>`;

type Owned = { id: string; type: string; name: string; system: Record<string, unknown> };

/**
 * What a test reads of an actor prepared as Foundry prepares it: the real derivation
 * (derivePersonnage, as PersonnageData.prepareDerivedData calls it, nested points and constitutions
 * merged into the source) read by actor-data.ts. No derived field is written by hand here.
 */
export function preparedRollData(name: string, source: ReturnType<typeof heros>, items: Owned[], statuses: string[] = []): ActorRollData {
  const { constitutions, points, creation: _report, ...flat } = derivePersonnage(source, { items, statuses, ruleset: "altherion" });
  const merge = <T extends object>(stored: T, derived: object): T =>
    Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, { ...(v as object), ...((derived as Record<string, object>)[k] ?? {}) }])) as T;
  const system = { ...source, ...flat, constitutions: merge(source.constitutions, constitutions), points: merge(source.points, points) };
  return actorRollData({ name, system, items });
}

const skill = (id: string, name: string, niveau: number, expertises: string[] = []): Owned =>
  ({ id, type: "competence", name, system: { categorie: "combat", niveau, key: "", expertises: expertises.map((nom) => ({ nom, possedee: true })) } });

/** The roll dialog's actor: the hero of fixtures/personnages.ts in Agonie 1, an injured eye (circumstantial), Épuisement 1. */
export const ROLL_DATA: ActorRollData = preparedRollData(CARD_EVIL, { ...heros(), agonie: 1 },
  [skill("m", "Mêlée <b>", 5, ["Lames"]), skill("t", "Tir", 3)], ["oeil"]);

const PP_ITEMS = [
  { id: "a", name: EVIL, type: "competence", system: { categorie: "combat", niveau: 45 } },
  { id: "b", name: "Vigilance", type: "competence", system: { categorie: "pratiques", niveau: 20 } },
  { id: "s", name: EVIL, type: "specialisation", system: { competence: EVIL, bonus: 10, circonstance: EVIL } },
];
/** The PP test dialog's actor (pp-test.test.ts). */
export const PP_DATA = ppActorData({ name: EVIL, items: PP_ITEMS });
/** The same with 2 Fortune and a Fatalité the GM spent on it (R-FORT-1/2), as its flag holds it. */
export const PP_LUCKY = ppActorData({ name: EVIL, system: { fortune: 2 }, flags: { altherion: { fatalite: 1 } }, items: PP_ITEMS });

/** The GM request tool's candidates (request-tool.test.ts). */
export const REQUEST_CANDIDATES: RequestCandidate[] = [
  { uuid: "Actor.a", name: EVIL, source: "target", skills: [{ key: "escrime", name: "Escrime <b>" }, { key: "vigilance", name: "Vigilance" }] },
  { uuid: "Actor.b", name: "Brannoc", source: "groupe", groupe: EVIL, skills: [{ key: "sport", name: "Sport" }] },
];

/** The defender (combat-cards.test.ts): an agile fighter, unhurt, with Rigidité 2 and Adresse 3 for its defences. */
export const DEFENDER: ActorRollData = preparedRollData(EVIL, {
  ...heros(), caracteristiques: { force: 6, vigueur: 4, agilite: 7, pouvoir: 3, charisme: 3, perception: 5, intellect: 4, volonte: 4, sagesse: 3 }, epuisement: 0,
}, [skill("s1", EVIL, 3), skill("s2", "Rigidité", 2), skill("s3", "Adresse", 3)]);
export const DEFENDER_SCORES = DEFENDER.scores;

/** The experience tools (experience-templates.test.ts). */
export const XP_EVIL = `<script>alert("x")</script>`;
export const XP_CHARS = [{ id: "a1", name: XP_EVIL, img: "a.webp", xpAvailable: 3 }, { id: "b2", name: "Brun", img: "b.webp", xpAvailable: 0 }];
export const XP_USAGE = [{ type: "roll" as const, skills: ["Mêlée"], characteristic: "force", opposition: 4 }].reduce(usageReducer, initialUsage());
export const XP_SKILLS = [
  { key: "melee", name: "Mêlée", level: 3, categorie: "combat", plafond: "", expertises: [{ nom: XP_EVIL, possedee: false }] },
  { key: "evil", name: XP_EVIL, level: 1, categorie: "pratiques", plafond: "", expertises: [] },
];
const XP_CHARACTER = { xp: { total: 30, spent: 0 }, caracteristiques: { force: 3, vigueur: 2, agilite: 2, pouvoir: 2, charisme: 2, perception: 2, intellect: 2, volonte: 2, sagesse: 2 }, combativite: 2, skills: XP_SKILLS, domaines: [] };
/** The guided Spend XP flow's model state (data/advancement.ts), as spend-xp.ts reads it. */
export const XP_SPEND_STATE: AdvancementState = {
  character: XP_CHARACTER, usage: spendableUsage(XP_USAGE), bought: structuredClone(XP_USAGE.bought), means: [], espoir: 0, inSpecialState: false,
  open: { moment: "receipt", ellipse: null }, situation: { moment: "receipt", trainer: "none", ellipse: null }, applied: [],
};
export const XP_SPEND_INPUT = { state: XP_SPEND_STATE, step: "competences" as const, arc: 1, act: 1 };
export const XP_LOG_ENTRIES = [
  { id: "x", date: "2025-02-01T00:00:00Z", kind: "gain" as const, amount: 10, reason: XP_EVIL, arc: 1, act: 1, target: null },
  { id: "y", date: "2025-02-02T00:00:00Z", kind: "spend" as const, amount: 5, reason: "Force +1", arc: 1, act: 1, target: "characteristic:force", undone: true },
];
const FRESH_30 = { vitalite: freshConstitution(30), energie: freshConstitution(30), confiance: freshConstitution(30) };
export const XP_ELLIPSE_PEOPLE = [{ id: "a1", name: XP_EVIL, epuisement: 1, fragilite: 2, constitutions: FRESH_30 }];
export const XP_PP_INPUT = {
  actorName: "A", isGM: true, base: 50, step: 10, awards: { s1: 40 }, quality: null, contributions: {},
  skills: [{ id: "s1", name: XP_EVIL, level: 30, pp: 20, qualites: [XP_EVIL] }], qualities: [],
};
