/**
 * Pure context builder of the NPC (pnj) sheet: one compact page a GM runs a fight from — grid,
 * gauges, harm, points, the rollable skills and the attacks. No Foundry globals.
 */
import { speedsView } from "../../combat/speeds";
import { CONSTITUTION_KEYS, EPUISEMENT_DEATH, FRAGILITE_DEATH, ROW_KEYS } from "../../rules/index";
import type { SheetItem, ViewerFlags } from "./context-common";
import { keyOf, num, pips, sortItems, str } from "./context-common";
import { buildConstitution, buildGrid, buildItemRow, buildSkill, spellRow } from "./personnage-context";
import { modeView, stepper } from "./sheet-mode";
import type { SheetMode } from "./sheet-mode";
import type { PersonnageSystem } from "./personnage-context";
import { itemList, rowLabels } from "./list-context";
import { localizedOnce } from "../../words/helpers";
import type { Words } from "../../words/helpers";

export const MENACES = ["sbire", "standard", "elite", "boss"] as const;

export interface PnjSystem extends Omit<PersonnageSystem, "moral" | "xp" | "creation" | "karma" | "legende" | "fortune"> {
  menace?: { rang: string; niveau: number; role: string };
  notesMJ?: string;
}

export interface PnjInput {
  id: string;
  uuid: string;
  name: string;
  img: string;
  system: PnjSystem;
  items: SheetItem[];
  statuses?: string[];
  /** Enriched by the sheet class: biographie (everyone) and notesMJ (GM only). */
  biographieHTML?: string;
  notesHTML?: string;
  flags: ViewerFlags;
  /** The user's words (src/i18n.ts sheetWords): the rows' labels are localized once, here. */
  words: Words;
  /** The sheet's play / edit mode (sheet-mode.ts); absent: play. */
  mode?: SheetMode;
  /** Item rows open on their description, enriched by the sheet class. */
  expanded?: { id: string; html: string }[];
}

export function buildPnjContext(input: PnjInput) {
  const { system: s, flags } = input;
  const words = localizedOnce(input.words);
  const items = sortItems(input.items);
  const statuses = new Set(input.statuses ?? s.etats ?? []);
  const grid = buildGrid(s);
  const menace = s.menace ?? { rang: "standard", niveau: 1, role: "" };
  const expanded = new Map((input.expanded ?? []).map((e) => [e.id, e.html]));
  const mode = modeView(input.mode ?? "play", flags.editable);
  const labels = rowLabels(words);
  // R-SPELL-3 a spell the NPC's Énergie cannot pay is off, with its reason, as on a character's sheet.
  const row = (i: SheetItem) => {
    const r = buildItemRow(i, words, flags.editable, expanded);
    return i.type === "sort" ? spellRow(r, num(i.system.cout), s.constitutions.energie.value, words) : r;
  };
  const list = (title: string, type: string, of: SheetItem[]) => itemList(words, mode.editMode, { title, type }, of.map(row));
  const step = (label: string, field: string, value: number, max: number) => stepper(words, flags.editable, label, field, value, 0, max);
  const skills = items.filter((i) => i.type === "competence").map((i) => buildSkill(i, flags, words))
    .filter((k) => k.rollable).sort((a, b) => a.name.localeCompare(b.name));
  return {
    actor: { id: input.id, uuid: input.uuid, name: input.name, img: input.img },
    speeds: speedsView(s.vitesses), // R-FIGHT-7
    editable: flags.editable,
    ...mode,
    isGM: flags.isGM,
    rowLabels: labels,
    menace: {
      rang: menace.rang, niveau: menace.niveau, role: str(menace.role),
      options: MENACES.map((m) => ({ value: m, label: `ALTHERION.Sheet.Menace.${keyOf(m)}`, selected: m === menace.rang })),
      rangLabel: `ALTHERION.Sheet.Menace.${keyOf((MENACES as readonly string[]).includes(menace.rang) ? menace.rang : "standard")}`,
    },
    exaltation: s.exaltation,
    combativite: s.combativite,
    grid,
    constitutions: CONSTITUTION_KEYS.map((k) => ({ ...buildConstitution(k, s.constitutions[k], words, flags.editable, s.regeneration?.[k] ?? 0), compact: true })),
    points: ROW_KEYS.map((k) => {
      const max = s.points[k].max ?? grid.scores[k];
      return {
        key: k, label: `ALTHERION.Sheet.Points.${keyOf(k)}`, value: s.points[k].value, max,
        over: s.points[k].value > max, // R-CAR-5 a pool above its maximum (an imported NPC): marked until it comes down
        name: `system.points.${k}.value`,
        step: step(`ALTHERION.Sheet.Points.${keyOf(k)}`, `system.points.${k}.value`, s.points[k].value, max),
      };
    }),
    harm: {
      agonie: s.agonie, aggravation: s.aggravation,
      agonieStep: step("ALTHERION.Sheet.Sante.Agonie", "system.agonie", s.agonie, 99),
      aggravationStep: step("ALTHERION.Sheet.Sante.Aggravation", "system.aggravation", s.aggravation, 99),
      fragilite: { value: s.fragilite, pips: pips(s.fragilite, FRAGILITE_DEATH, FRAGILITE_DEATH), field: "system.fragilite" },
      epuisement: { value: s.epuisement, pips: pips(s.epuisement, EPUISEMENT_DEATH, EPUISEMENT_DEATH), field: "system.epuisement" },
    },
    states: [...statuses].map((id) => ({ id, label: id === "descente" || ["zone", "acharnement", "flamboyance", "apaisement"].includes(id) ? `ALTHERION.Etat.${keyOf(id)}` : `ALTHERION.Condition.${keyOf(id)}` })),
    skills,
    attaques: list("ALTHERION.Sheet.Attaques", "arme", items.filter((i) => i.type === "arme" || i.type === "sort")),
    defenses: list("ALTHERION.Sheet.Protections", "armure", items.filter((i) => i.type === "armure" || i.type === "bouclier")),
    autres: list("ALTHERION.Sheet.Aptitudes", "aptitude", items.filter((i) => !["competence", "arme", "sort", "armure", "bouclier"].includes(i.type))),
    biographie: { enriched: input.biographieHTML ?? "", source: s.biographie ?? "" },
    notes: flags.isGM ? { enriched: input.notesHTML ?? "", source: s.notesMJ ?? "" } : null,
  };
}

export type PnjContext = ReturnType<typeof buildPnjContext>;
