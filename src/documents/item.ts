/** AltherionItem: derived labels (i18n keys) and costs the sheets and chat cards show. */
import { AptitudeData, CompetenceData, SpecialisationData, QualiteData } from "../data/index";
import { deriveQualiteCost } from "../data/item-derived";
import { setting } from "../settings";

export interface ItemLabels {
  type: string;
  /** Tier, category or degree label key, when the type has one. */
  detail: string | null;
  /** Cost in the unit of the ruleset ("12 XP", "20 PP"), as an i18n key + number. */
  cost: { key: string; value: number } | null;
}

export class AltherionItem extends Item {
  /** i18n keys and numbers for sheets and cards. */
  get labels(): ItemLabels {
    const system = this.system;
    const labels: ItemLabels = { type: `TYPES.Item.${this.type}`, detail: null, cost: null };
    if (system instanceof CompetenceData) labels.detail = `ALTHERION.Competence.Categorie.${system.categorie}`;
    if (system instanceof AptitudeData) {
      labels.detail = `ALTHERION.Tier.${system.tier}`;
      labels.cost = { key: "ALTHERION.Cost.Xp", value: system.coutXp };
    }
    if (system instanceof SpecialisationData) {
      labels.detail = `ALTHERION.Specialisation.Degre.${system.degre}`;
      labels.cost = { key: "ALTHERION.Cost.Pp", value: system.coutPp };
    }
    if (system instanceof QualiteData) labels.cost = { key: "ALTHERION.Cost.Pp", value: this.qualityCost() };
    return labels;
  }

  /** R-PP-5 cost of this quality for its owner: base + step × qualities already owned. */
  qualityCost(): number {
    const owned = this.parent ? this.parent.items.filter((i) => i.type === "qualite" && i.id !== this.id).length : 0;
    return deriveQualiteCost(owned, setting("qualityBase"), setting("qualityStep"));
  }
}
