/** Item data models by item type. */
export { CompetenceData } from "./competence";
export { AptitudeData } from "./aptitude";
export { ClasseData } from "./classe";
export { EspeceData } from "./espece";
export { AtoutData } from "./atout";
export { HandicapData } from "./handicap";
export { ArmeData } from "./arme";
export { ArmureData } from "./armure";
export { BouclierData } from "./bouclier";
export { EquipementData } from "./equipement";
export { SortData } from "./sort";
export { SpecialisationData } from "./specialisation";
export { QualiteData } from "./qualite";
