/** Every data model by document type, and their registration in fvtt-types' configuration. */
import { GroupeData } from "./groupe";
import * as items from "./items/index";
import { PersonnageData } from "./personnage";
import { PnjData } from "./pnj";

export { GroupeData, PersonnageData, PnjData };
export * from "./items/index";

export const ACTOR_MODELS = { personnage: PersonnageData, pnj: PnjData, groupe: GroupeData };
export const ITEM_MODELS = {
  competence: items.CompetenceData,
  aptitude: items.AptitudeData,
  classe: items.ClasseData,
  espece: items.EspeceData,
  atout: items.AtoutData,
  handicap: items.HandicapData,
  arme: items.ArmeData,
  armure: items.ArmureData,
  bouclier: items.BouclierData,
  equipement: items.EquipementData,
  sort: items.SortData,
  specialisation: items.SpecialisationData,
  qualite: items.QualiteData,
};

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      personnage: typeof PersonnageData;
      pnj: typeof PnjData;
      groupe: typeof GroupeData;
    };
    Item: {
      competence: typeof items.CompetenceData;
      aptitude: typeof items.AptitudeData;
      classe: typeof items.ClasseData;
      espece: typeof items.EspeceData;
      atout: typeof items.AtoutData;
      handicap: typeof items.HandicapData;
      arme: typeof items.ArmeData;
      armure: typeof items.ArmureData;
      bouclier: typeof items.BouclierData;
      equipement: typeof items.EquipementData;
      sort: typeof items.SortData;
      specialisation: typeof items.SpecialisationData;
      qualite: typeof items.QualiteData;
    };
  }
}
