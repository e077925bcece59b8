/**
 * English names of the rules' French data, for the Babele files and the English rules journal.
 * Every skill and language of src/rules/ must have one: the generator throws otherwise. The expertises' English is
 * the English interface's own (lang/en.json, through src/data/builtin-names.ts).
 */
export const SKILL_EN: Record<string, { name: string; description: string }> = {
  adresse: { name: "Coordination", description: "The character's coordination in the moment" },
  bagarre: { name: "Brawl", description: "The ability to fight bare-handed" },
  melee: { name: "Melee", description: "The ability to fight with a close-combat weapon" },
  rigidite: { name: "Toughness", description: "The ability to take all kinds of shocks head-on" },
  tir: { name: "Shooting", description: "The ability to use ranged weapons" },
  artisanat: { name: "Craft", description: "The ability to make objects" },
  animalisme: { name: "Animal Ken", description: "The ability to understand and communicate with animals" },
  conduite: { name: "Driving", description: "The ability to drive or pilot the vehicles you are trained for" },
  empathie: { name: "Empathy", description: "The ability to feel and understand other people's emotions" },
  enquete: { name: "Investigation", description: "The ability to investigate, to search for something" },
  expression: { name: "Expression", description: "The ability to express oneself, to communicate" },
  furtivite: { name: "Stealth", description: "The ability to act unnoticed" },
  focalisation: { name: "Focus", description: "The ability to stay focused, to direct one's attention" },
  intuition: { name: "Intuition", description: "The ability to use one's instinct, notably to judge others" },
  medecine: { name: "Medicine", description: "The ability to carry out medical procedures" },
  occulte: { name: "Occult", description: "The ability to sense and understand magical flows and what departs from scientific laws" },
  reflexion: { name: "Reasoning", description: "The ability to use one's mind to solve problems" },
  sorcellerie: { name: "Sorcery", description: "Knowledge and use of spells" },
  sport: { name: "Athletics", description: "The ability to use one's body in sporting disciplines" },
  vigilance: { name: "Alertness", description: "The ability to perceive one's surroundings instantly" },
  apparence: { name: "Appearance", description: "Clothing, presentation, passive behavior; also used for disguise" },
  cosmologie: { name: "Cosmology", description: "Knowledge of the Worlds of Altherion" },
  droit: { name: "Law", description: "Knowledge of the laws" },
  economie: { name: "Economics", description: "Recognizing and estimating the market value of goods or services" },
  histoire: { name: "History", description: "Knowledge of history" },
  nature: { name: "Nature", description: "Knowledge of nature" },
  religion: { name: "Religion", description: "Knowledge of religions" },
  sciences: { name: "Sciences", description: "Knowledge of the sciences" },
  technologie: { name: "Technology", description: "Knowledge of technologies" },
  urbanisme: { name: "Urbanism", description: "Knowledge of cities and urban environments" },
};

export const HINT_EN: Record<string, string> = {
  "Les catégories de sorts": "The categories of spells",
  "Chaque plan": "Each plane",
  "Chaque continent": "Each continent",
};

export const LANGUAGE_EN: Record<string, { name: string; description: string }> = {
  atlante: { name: "Atlantean", description: "Language of the devastated isles, almost forgotten by all" },
  central: { name: "Central", description: "Language of Yvelère" },
  draconique: { name: "Draconic", description: "Language of the dragons, one of the only languages not descended from Primordial" },
  geant: { name: "Giant", description: "Language of the giants, one of the only languages not descended from Primordial" },
  meridional: { name: "Southern", description: "Language of Alrayisa" },
  occidental: { name: "Western", description: "Language of Emeshar" },
  oriental: { name: "Eastern", description: "Language of Nasuna, split into several regional dialects" },
  primordial: { name: "Primordial", description: "Language of the Entities, and origin of most of the world's languages" },
  septentrional: { name: "Northern", description: "Language of Mivellun" },
  tropical: { name: "Tropical", description: "Language of Toxanacl" },
  mashaya: { name: "Mashaya", description: "Language of the Mashayana" },
  aquatique: { name: "Aquatic", description: "Language spoken by the Océanides" },
  "vrai-primordial": {
    name: "True Primordial",
    description: "A magical language, dependent on magic: makes one understood by every creature speaking a language descended from Primordial, without understanding them",
  },
};

/** English of the R-SK-6 level descriptors, by level. */
export const DESCRIPTOR_EN: Record<number, string> = {
  1: "Knows the basic formulas of the language",
  2: "Knows the general terms of the language (the primary colors, for example)",
  3: "Speaks correctly with someone who knows the language",
  4: "Can hold a simple conversation with a very bad accent and pronunciation",
  5: "Broad knowledge of the language, access to idioms",
  6: "Speaks the language almost fluently with a bad accent",
  7: "Knows the language as well as a regular speaker",
  8: "Knows rare words",
  9: "Can use very formal language",
  10: "Perfect command of the language",
};

/** English of the aggravation effects (R-CRIT-2), by effect id. */
export const AGGRAVATION_EN: Record<string, { name: string; description: string }> = {
  fragilisation: { name: "Weakening", description: "The victim takes 1 Frailty." },
  protection: { name: "Protection", description: "Nothing happens." },
  desarmement: { name: "Disarmed", description: "The character loses its weapon, or its armor gets a flaw." },
  "perte-d-equilibre": { name: "Off balance", description: "The character ends up on the ground." },
  balafre: { name: "Gash", description: "The character takes 1 Frailty and a scar on the face or torso." },
  "os-fractures": { name: "Fractured bones", description: "The bones of an arm or a leg are damaged: 1 weakness die on every roll using that limb." },
  "equipement-abime": { name: "Damaged gear", description: "One piece of equipment becomes hard to use or breaks." },
  estomac: { name: "Stomach", description: "The belly is deeply opened: 1 Agony at once and 1 Frailty. That Agony point cannot be lost until the target is healed." },
  "tendons-de-bras": { name: "Arm tendons", description: "The tendons of an arm are damaged: it cannot be used until healed; 1 Frailty." },
  "tendons-de-jambe": { name: "Leg tendons", description: "The tendons of a leg are damaged: it cannot be used until healed; 1 Frailty." },
  oreille: { name: "Ear", description: "The target loses an ear: 1 weakness die on hearing Perception rolls." },
  "cage-thoracique": { name: "Rib cage", description: "A lung is lost or the rib cage is crushed: restoration of Vitality and Energy one rank worse; 1 Frailty." },
  oeil: { name: "Eye", description: "The target loses an eye: 1 weakness die on sight Perception rolls and those needing depth vision; 1 Frailty." },
  bras: { name: "Arm", description: "The character loses an arm; 1 Frailty." },
  jambe: { name: "Leg", description: "The character loses a leg; 1 Frailty." },
  tete: { name: "Head", description: "The head is struck. The character dies." },
  decapitation: { name: "Beheading", description: "The character loses its head. It dies." },
  thorax: { name: "Chest", description: "The chest is struck. The character dies." },
  coeur: { name: "Heart", description: "The heart is struck. The character dies." },
  cou: { name: "Neck", description: "The neck is struck. The character dies." },
};

/** French of the aggravation effects (R-CRIT-2), by effect id: name and effect, from the source. */
export const AGGRAVATION_FR: Record<string, { name: string; description: string }> = {
  fragilisation: { name: "Fragilisation", description: "La victime subit 1 de Fragilité." },
  protection: { name: "Protection", description: "Rien ne se passe." },
  desarmement: { name: "Désarmement", description: "Le personnage perd son arme, ou son armure prend une faille." },
  "perte-d-equilibre": { name: "Perte d'équilibre", description: "Le personnage se retrouve au sol." },
  balafre: { name: "Balafre", description: "Le personnage subit 1 de Fragilité et une balafre sur le visage ou le torse." },
  "os-fractures": { name: "Os fracturés", description: "Les os d'un bras ou d'une jambe sont abîmés : 1 dé d'impuissance à tout jet qui utilise ce membre." },
  "equipement-abime": { name: "Équipement abîmé", description: "L'un des équipements devient difficilement utilisable, ou se brise." },
  estomac: { name: "Estomac", description: "Le ventre est ouvert en profondeur : 1 point d'Agonie immédiat et 1 de Fragilité. Ce point d'Agonie ne peut pas être perdu tant que la cible n'a pas été guérie." },
  "tendons-de-bras": { name: "Tendons de bras", description: "Les tendons d'un bras sont abîmés : il est inutilisable jusqu'à guérison ; 1 de Fragilité." },
  "tendons-de-jambe": { name: "Tendons de jambe", description: "Les tendons d'une jambe sont abîmés : elle est inutilisable jusqu'à guérison ; 1 de Fragilité." },
  oreille: { name: "Oreille", description: "La cible perd une oreille : 1 dé d'impuissance aux jets de Perception auditive." },
  "cage-thoracique": { name: "Cage thoracique", description: "Un poumon est perdu ou la cage thoracique est détruite : la restauration de Vitalité et d'Énergie baisse d'un rang ; 1 de Fragilité." },
  oeil: { name: "Œil", description: "La cible perd un œil : 1 dé d'impuissance aux jets de Perception visuelle et à ceux qui demandent une vision en profondeur ; 1 de Fragilité." },
  bras: { name: "Bras", description: "Le personnage perd un bras ; 1 de Fragilité." },
  jambe: { name: "Jambe", description: "Le personnage perd une jambe ; 1 de Fragilité." },
  tete: { name: "Tête", description: "La tête est atteinte. Le personnage meurt." },
  decapitation: { name: "Décapitation", description: "Le personnage perd la tête. Il meurt." },
  thorax: { name: "Thorax", description: "La cage thoracique est atteinte. Le personnage meurt." },
  coeur: { name: "Cœur", description: "Le cœur est atteint. Le personnage meurt." },
  cou: { name: "Cou", description: "Le cou est atteint. Le personnage meurt." },
};
