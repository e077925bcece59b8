/**
 * R-XP-6 the ellipse summary card: what the GM's Ellipse tool did to each character (its full rests and the
 * wounds they healed, Épuisement and Fragilité before and after, R-XP-2 its Surcharge scars and XP) and the
 * spending moment it opened (R-XP-3 Entraînement). The view is pure; names are escaped by the template.
 */
import { CONSTITUTION_KEYS } from "../rules/index";
import type { ConstitutionKey, Ellipse, CreatureSource } from "../rules/index";
import { renderCard } from "./render";

export const ELLIPSE_CARD_TEMPLATE = "systems/altherion/templates/chat/ellipse-card.hbs";

/** One character's part of the ellipse, as the tool applied it. */
export interface EllipseSummaryRow {
  name: string;
  rests: number;
  epuisement: { before: number; after: number };
  fragilite: { before: number; after: number };
  /** Wounds healed and scars taken per constitution (the ellipse's rests, R-XP-2 its Surcharge). */
  constitutions: { key: ConstitutionKey; healed: number; scars: number }[];
  surchargeWeeks: number;
  xp: number;
  /** R-XP-3 Entraînement opened for it. */
  training: boolean;
}

export interface EllipseSummary { ellipse: Ellipse; weeks: number; rows: EllipseSummaryRow[]; refused: string[] }

/** What the ellipse plan reports that the card says (experience/ellipse.ts planEllipse). */
export interface EllipseReport { rests: number; surcharge: { weeks: number } | null }

/** R-XP-6 one character's line of the summary card, from its data before and after the ellipse. */
export function ellipseSummaryRow(name: string, before: CreatureSource, after: CreatureSource, report: EllipseReport, xp: number, training: boolean): EllipseSummaryRow {
  return {
    name, rests: report.rests, xp, training, surchargeWeeks: report.surcharge?.weeks ?? 0,
    epuisement: { before: before.epuisement, after: after.epuisement },
    fragilite: { before: before.fragilite, after: after.fragilite },
    constitutions: CONSTITUTION_KEYS.map((key) => ({
      key,
      healed: Math.max(0, after.constitutions[key].value - before.constitutions[key].value),
      scars: Math.max(0, after.constitutions[key].scars - before.constitutions[key].scars),
    })),
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** R-XP-6 the card's view: one block per character, only the lines that say something. */
export function ellipseCardView(s: EllipseSummary) {
  return {
    title: `ALTHERION.XP.Ellipse.${cap(s.ellipse)}`,
    weeks: s.weeks,
    characters: s.rows.map((r) => ({
      name: r.name, rests: r.rests, xp: r.xp, training: r.training, surchargeWeeks: r.surchargeWeeks,
      epuisement: r.epuisement.before !== r.epuisement.after ? r.epuisement : null,
      fragilite: r.fragilite.before !== r.fragilite.after ? r.fragilite : null,
      healed: CONSTITUTION_KEYS.flatMap((k) => r.constitutions.filter((c) => c.key === k && (c.healed > 0 || c.scars > 0)))
        .map((c) => ({ label: `ALTHERION.Sheet.Constitution.${cap(c.key)}`, healed: c.healed, scars: c.scars })),
    })),
    refused: s.refused,
    trainingOpened: s.rows.some((r) => r.training),
  };
}

/** Posts the ellipse summary to the chat, spoken by the GM. */
export async function postEllipseCard(s: EllipseSummary): Promise<void> {
  const content = await renderCard(ELLIPSE_CARD_TEMPLATE, ellipseCardView(s));
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker() } as never);
}
