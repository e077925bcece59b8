// Dialog and GM-tool fixtures for the render tests and the browser test (test/browser/dialogs.test.ts).
import { EVIL as CARD_EVIL } from "./chat-fixtures";
import type { ActorRollData } from "../../src/dice/roll-spec";
import { ppActorData } from "../../src/dice/pp-test";
import type { RequestCandidate } from "../../src/applications/dialogs/request-tool-context";
import { initialUsage, usageReducer } from "../../src/experience/usage";

export const EVIL = `<script>alert("x")</script><img src=x onerror=1>`;

/** The roll dialog's actor (chat-cards.test.ts). */
export const ROLL_DATA: ActorRollData = {
  name: CARD_EVIL, characteristics: { force: 6, vigueur: 5, agilite: 4, pouvoir: 3, charisme: 2, perception: 5, intellect: 4, volonte: 3, sagesse: 2 },
  scores: { corps: 5, ame: 3, esprit: 3, impact: 4, resilience: 3, finesse: 3 }, puissance: 9, harmonie: 6,
  skills: [{ id: "m", name: `Mêlée <b>`, level: 5, expertises: ["Lames"] }], impact: 2, espoir: 1, agonie: 1,
  power: { sources: [{ id: "epuisement", impuissance: 1 }], ignoreAgonie: false }, circumstantial: ["oeil"],
} as ActorRollData;

/** The PP test dialog's actor (pp-test.test.ts). */
export const PP_DATA = ppActorData({ name: EVIL, items: [
  { id: "a", name: EVIL, type: "competence", system: { categorie: "combat", niveau: 45 } },
  { id: "b", name: "Vigilance", type: "competence", system: { categorie: "pratiques", niveau: 20 } },
  { id: "s", name: EVIL, type: "specialisation", system: { competence: EVIL, bonus: 10, circonstance: EVIL } },
] });

/** The GM request tool's candidates (request-tool.test.ts). */
export const REQUEST_CANDIDATES: RequestCandidate[] = [
  { uuid: "Actor.a", name: EVIL, source: "target", skills: [{ key: "evil", name: EVIL }, { key: "vigilance", name: "Vigilance" }] },
  { uuid: "Actor.b", name: "Brannoc", source: "groupe", groupe: EVIL, skills: [{ key: "sport", name: "Sport" }] },
];

/** The defender (combat-cards.test.ts). */
export const DEFENDER_SCORES = { corps: 3, ame: 2, esprit: 2, impact: 3, resilience: 4, finesse: 5 };
export const DEFENDER: ActorRollData = {
  name: EVIL, characteristics: { force: 6, vigueur: 4, agilite: 7, pouvoir: 3, charisme: 3, perception: 5, intellect: 4, volonte: 4, sagesse: 3 },
  scores: DEFENDER_SCORES as ActorRollData["scores"], puissance: 10, harmonie: 5, skills: [{ id: "s1", key: "custom", name: EVIL, level: 3, expertises: [] }],
  impact: 0, espoir: 0, agonie: 0, power: { sources: [], ignoreAgonie: false }, circumstantial: [],
};

/** The experience tools (experience-templates.test.ts). */
export const XP_EVIL = `<script>alert("x")</script>`;
export const XP_CHARS = [{ id: "a1", name: XP_EVIL, img: "a.webp", xpAvailable: 3 }, { id: "b2", name: "Brun", img: "b.webp", xpAvailable: 0 }];
export const XP_USAGE = [{ type: "roll" as const, skills: ["Mêlée"], characteristic: "force", opposition: 4 }].reduce(usageReducer, initialUsage());
export const XP_SKILLS = [{ id: "i1", key: "melee", name: "Mêlée", level: 3, categorie: "combat", expertises: [{ nom: XP_EVIL, possedee: false }] }, { id: "i2", key: "evil", name: XP_EVIL, level: 1, categorie: "pratiques", expertises: [] }];
export const XP_SPEND_INPUT = { actorName: XP_EVIL, xp: { total: 30, spent: 0 }, usage: XP_USAGE, characteristics: { force: 3 }, combativite: 2, skills: XP_SKILLS, moment: "receipt" as const, trainer: "none" as const, ellipse: null, espoirAvailable: 0, inSpecialState: false };
export const XP_LOG_ENTRIES = [
  { id: "x", date: "2025-02-01T00:00:00Z", kind: "gain" as const, amount: 10, reason: XP_EVIL, arc: 1, act: 1, target: null },
  { id: "y", date: "2025-02-02T00:00:00Z", kind: "spend" as const, amount: 5, reason: "Force +1", arc: 1, act: 1, target: "characteristic:force", undone: true },
];
export const XP_ELLIPSE_PEOPLE = [{ id: "a1", name: XP_EVIL, epuisement: 1, fragilite: 2 }];
export const XP_PP_INPUT = {
  actorName: "A", isGM: true, base: 50, step: 10, awards: { s1: 40 }, quality: null, contributions: {},
  skills: [{ id: "s1", name: XP_EVIL, level: 30, pp: 20, qualites: [XP_EVIL] }], qualities: [],
};
