/**
 * The `exemples` pack: a small, clearly labelled example set (species, founding classes with one
 * aptitude of each tier, weapons, armor, a shield, spells, atouts, handicaps, two ready-made
 * characters, three NPCs and a party). Invented for this system in the setting's tone; French
 * first, English for Babele. Every item is written once and embedded by name in the actors.
 */
export interface ExampleItem {
  key: string;
  type: string;
  fr: { name: string; description: string };
  en: { name: string; description: string };
  system: Record<string, unknown>;
  folder: string;
}

const p = (s: string) => `<p>${s}</p>`;
const EX_FR = "<p><em>Contenu d'exemple.</em></p>";
const EX_EN = "<p><em>Example content.</em></p>";

function item(key: string, type: string, folder: string, fr: [string, string], en: [string, string], system: Record<string, unknown>): ExampleItem {
  return { key, type, folder, fr: { name: fr[0], description: EX_FR + p(fr[1]) }, en: { name: en[0], description: EX_EN + p(en[1]) }, system };
}

const prereq = (type: string, cle: string, valeur: number) => ({ type, cle, valeur });
const bonus = (b: Partial<Record<string, number>>) => ({
  force: 0, vigueur: 0, agilite: 0, pouvoir: 0, charisme: 0, perception: 0, intellect: 0, volonte: 0, sagesse: 0, ...b,
});

/** Aptitudes; `aptitudes`/`aptitudesInnees` of classes and species are filled by the generator with UUIDs. */
export const APTITUDES: ExampleItem[] = [
  item("ténacité-humaine", "aptitude", "Aptitudes", ["Ténacité humaine",
    "Innée chez les Humains. Une fois par scène, quand une constitution tombe à 0, le personnage peut relancer son test de Péril."],
  ["Human tenacity", "Innate to Humans. Once per scene, when a constitution falls to 0, the character may reroll its Peril test."],
  { tier: "espece", classe: "", branche: "", prerequis: [], inne: true }),
  item("peau-d-ecume", "aptitude", "Aptitudes", ["Peau d'écume",
    "Innée chez les Océanides. Respire sous l'eau et s'y déplace à sa vitesse de combat normale ; hors de l'eau plus d'un jour, elle subit 1 point d'Épuisement."],
  ["Foam skin", "Innate to the Océanides. Breathes underwater and moves there at its normal combat speed; out of water for more than a day, it takes 1 Exhaustion point."],
  { tier: "espece", classe: "", branche: "", prerequis: [], inne: true }),
  item("garde-de-fer", "aptitude", "Aptitudes", ["Garde de fer",
    "Aptitude fondatrice du Rempart. Le premier Blocage de chaque tour ne coûte pas de point de Finesse."],
  ["Iron guard", "Founding aptitude of the Rempart. The first Block of each round costs no Finesse point."],
  { tier: "fondatrice", classe: "Rempart", branche: "Bastion", prerequis: [prereq("competence", "rigidite", 2)], inne: false }),
  item("rempart-inebranlable", "aptitude", "Aptitudes", ["Rempart inébranlable",
    "Aptitude supérieure du Rempart. Quand il bloque pour un allié adjacent, le personnage utilise sa propre Rigidité pour lui."],
  ["Unshakeable bulwark", "Superior aptitude of the Rempart. When it blocks for an adjacent ally, the character uses its own Toughness for that ally."],
  { tier: "superieure", classe: "Rempart", branche: "Bastion", prerequis: [prereq("aptitude", "Garde de fer", 0), prereq("competence", "rigidite", 4)], inne: false }),
  item("dernier-debout", "aptitude", "Aptitudes", ["Dernier debout",
    "Aptitude légendaire du Rempart. Tant qu'un allié se tient derrière lui, le personnage ignore le seuil de mort immédiate de la Vitalité (<strong>R-CON-4</strong>) une fois par combat."],
  ["Last one standing", "Legendary aptitude of the Rempart. While an ally stands behind it, the character ignores the instant death threshold of Vitality (<strong>R-CON-4</strong>) once per fight."],
  { tier: "legendaire", classe: "Rempart", branche: "Bastion", prerequis: [prereq("aptitude", "Rempart inébranlable", 0), prereq("caracteristique", "vigueur", 9)], inne: false }),
  item("souffle-des-marees", "aptitude", "Aptitudes", ["Souffle des marées",
    "Aptitude fondatrice de l'Arcaniste. Quand il incante avec les Paroles, le lanceur gagne aussi 1 point de sort si le sort touche l'eau ou ce qui en vit."],
  ["Breath of the tides", "Founding aptitude of the Arcaniste. When casting with Words, the caster also gains 1 spell point if the spell touches water or what lives in it."],
  { tier: "fondatrice", classe: "Arcaniste", branche: "Marées", prerequis: [prereq("competence", "sorcellerie", 2)], inne: false }),
  item("echo-primordial", "aptitude", "Aptitudes", ["Écho primordial",
    "Aptitude héroïque de l'Arcaniste. En Vrai Primordial, le lanceur peut prononcer les Paroles d'un sort même bâillonné : elles ne perdent rien de leur efficacité."],
  ["Primordial echo", "Heroic aptitude of the Arcaniste. In True Primordial, the caster can speak a spell's Words even muffled: they lose none of their effect."],
  { tier: "heroique", classe: "Arcaniste", branche: "Marées", prerequis: [prereq("competence", "vrai-primordial", 3)], inne: false }),
  item("parole-des-entites", "aptitude", "Aptitudes", ["Parole des Entités",
    "Aptitude suprême. Une fois par acte, le personnage énonce une vérité en Vrai Primordial ; le monde s'y plie jusqu'à la fin de la scène, dans les limites que fixe le Conteur."],
  ["Word of the Entities", "Supreme aptitude. Once per act, the character states a truth in True Primordial; the world bends to it until the end of the scene, within limits the GM sets."],
  { tier: "supreme", classe: "Arcaniste", branche: "", prerequis: [prereq("aptitude", "Écho primordial", 0)], inne: false }),
];

export const CLASSES: ExampleItem[] = [
  item("rempart", "classe", "Classes", ["Rempart",
    "Classe fondatrice. Les Remparts tiennent la ligne : gardes de caravane sur les routes d'Yvelère, sentinelles des écluses d'Emeshar. Ils encaissent pour les autres."],
  ["Rempart", "Founding class. The Remparts hold the line: caravan guards on the roads of Yvelère, sentinels of the locks of Emeshar. They take the blows for others."],
  { tier: "fondatrice", branches: ["Bastion", "Lame-garde"], prerequis: [prereq("competence", "rigidite", 1)], aptitudes: ["Garde de fer", "Rempart inébranlable", "Dernier debout"] }),
  item("arcaniste", "classe", "Classes", ["Arcaniste",
    "Classe fondatrice. Les Arcanistes apprennent à plier les flux magiques par la voix, le geste et la matière. Beaucoup étudient le Primordial pour approcher la langue des Entités."],
  ["Arcaniste", "Founding class. The Arcanistes learn to bend magical flows through voice, gesture and matter. Many study Primordial to come closer to the language of the Entities."],
  { tier: "fondatrice", branches: ["Marées", "Braises"], prerequis: [prereq("competence", "sorcellerie", 1)], aptitudes: ["Souffle des marées", "Écho primordial", "Parole des Entités"] }),
];

export const ESPECES: ExampleItem[] = [
  item("humain", "espece", "Espèces", ["Humain",
    "Les Humains peuplent tous les continents, d'Emeshar à Nasuna. Leur Karma, disent les Entités, est la mesure de leur utilité. Bonus : +1 Volonté, +1 Sagesse ; caractéristiques favorites : Volonté, Sagesse."],
  ["Human", "Humans live on every continent, from Emeshar to Nasuna. Their Karma, say the Entities, is the measure of their usefulness. Bonuses: +1 Will, +1 Wisdom; favored characteristics: Will, Wisdom."],
  { bonus: bonus({ volonte: 1, sagesse: 1 }), favorites: ["volonte", "sagesse"], aptitudesInnees: ["Ténacité humaine"], aptitudesAcquerables: [] }),
  item("oceanide", "espece", "Espèces", ["Océanide",
    "Peuple des mers, les Océanides parlent l'Aquatique et montent rarement à terre. Bonus : +1 Pouvoir, +1 Perception ; malus : −1 Force ; caractéristiques favorites : Pouvoir, Perception."],
  ["Océanide", "A people of the seas, the Océanides speak Aquatic and rarely come ashore. Bonuses: +1 Power, +1 Perception; penalty: −1 Strength; favored characteristics: Power, Perception."],
  { bonus: bonus({ pouvoir: 1, perception: 1, force: -1 }), favorites: ["pouvoir", "perception"], aptitudesInnees: ["Peau d'écume"], aptitudesAcquerables: [] }),
];

export const EQUIPEMENT: ExampleItem[] = [
  item("epee-longue", "arme", "Armes", ["Épée longue", "Lame droite à deux tranchants, l'arme des gardes d'Yvelère."],
    ["Longsword", "A straight two-edged blade, the weapon of Yvelère's guards."],
    { competence: "melee", degats: 6, type: "physique", letal: true, portee: 0, cachee: false }),
  item("arc-court", "arme", "Armes", ["Arc court", "Arc de chasse en if, facile à porter."],
    ["Short bow", "A yew hunting bow, easy to carry."],
    { competence: "tir", degats: 4, type: "physique", letal: true, portee: 60, cachee: false }),
  item("matraque", "arme", "Armes", ["Matraque", "Bâton plombé des gardes de nuit : de quoi assommer sans tuer."],
    ["Cudgel", "The weighted club of the night watch: to knock out without killing."],
    { competence: "melee", degats: 3, type: "physique", letal: false, portee: 0, cachee: false }),
  item("brigandine", "armure", "Armures", ["Brigandine", "Plaques rivetées sous la toile. Au Blocage, sa valeur peut remplacer la Vigueur."],
    ["Brigandine", "Plates riveted under canvas. When blocking, its value can replace Vigor."],
    { blocage: 5, resistance: 2, annulation: 0, equipee: false }),
  item("bouclier-rond", "bouclier", "Boucliers", ["Bouclier rond", "Bois cerclé de fer. Au Blocage, il permet d'utiliser la Force."],
    ["Round shield", "Iron-rimmed wood. When blocking, it lets the bearer use Force."],
    { blocage: 2, equipe: false }),
  item("onde-de-soin", "sort", "Sorts", ["Onde de soin",
    "Sort de guérison. Une onde tiède referme les plaies d'une constitution. Difficulté : le nombre de blessures soignées ; complexité : selon les cicatrices de la cible (<strong>R-SPELL-1</strong>)."],
    ["Healing wave", "Healing spell. A warm wave closes the wounds of one constitution. Difficulty: the number of wounds healed; complexity: by the target's scars (<strong>R-SPELL-1</strong>)."],
    { competence: "sorcellerie", points: 2, cout: 3, complexite: 0, zone: false, soin: true, type: "magique" }),
  item("vague-deferlante", "sort", "Sorts", ["Vague déferlante",
    "Sort de zone. Un mur d'eau balaie tout devant le lanceur ; un jet par personnage ou groupe de personnages touché (<strong>R-SPELL-2</strong>)."],
    ["Breaking wave", "Area spell. A wall of water sweeps everything before the caster; one roll per character or group of characters affected (<strong>R-SPELL-2</strong>)."],
    { competence: "sorcellerie", points: 3, cout: 5, complexite: 2, zone: true, soin: false, type: "magique" }),
  item("sang-froid", "atout", "Atouts et handicaps", ["Sang-froid", "Atout (2 points). Le personnage ne cède pas à la panique : le Conteur ne lui impose pas de perte de Confiance pour la seule vue du danger."],
    ["Cool head", "Edge (2 points). The character does not give in to panic: the GM imposes no Confidence loss on it for the mere sight of danger."],
    { cout: 2 }),
  item("contacts-a-yvelere", "atout", "Atouts et handicaps", ["Contacts à Yvelère", "Atout (1 point). Une tante marchande, un ancien sergent : quelqu'un à Yvelère répond toujours."],
    ["Contacts in Yvelère", "Edge (1 point). A merchant aunt, an old sergeant: someone in Yvelère always answers."],
    { cout: 1 }),
  item("cauchemars", "handicap", "Atouts et handicaps", ["Cauchemars", "Handicap (rend 2 points). Le personnage dort mal : ses repos sont d'un rang plus difficiles (<strong>R-CON-8</strong>)."],
    ["Nightmares", "Flaw (gives back 2 points). The character sleeps badly: its rests are one rank worse (<strong>R-CON-8</strong>)."],
    { cout: 2 }),
  item("dette-envers-une-guilde", "handicap", "Atouts et handicaps", ["Dette envers une guilde", "Handicap (rend 1 point). La guilde des passeurs d'Emeshar attend son dû."],
    ["Debt to a guild", "Flaw (gives back 1 point). The ferrymen's guild of Emeshar awaits its due."],
    { cout: 1 }),
];

type Chars = Record<"force" | "vigueur" | "agilite" | "pouvoir" | "charisme" | "perception" | "intellect" | "volonte" | "sagesse", number>;

export interface ExampleActor {
  key: string;
  type: "personnage" | "pnj";
  fr: { name: string; biographie: string };
  en: { name: string; biographie: string };
  caracteristiques: Chars;
  combativite: number;
  /** Skills by id of DEFAULT_SKILLS or LANGUAGES → level and owned expertises. */
  competences: Record<string, { niveau: number; expertises?: string[] }>;
  /** R-CREA-2 (rev 2) a personnage's native language: the id of one of its LANGUAGES, free up to 8 at creation. */
  langueNatale?: string;
  /** Items of this pack, by French name. */
  items: string[];
  extra?: Record<string, unknown>;
}

export const PERSONNAGES: ExampleActor[] = [
  {
    key: "maelle-dorlan", type: "personnage",
    fr: { name: "Maëlle Dorlan", biographie: `${EX_FR}<p>Humaine d'Yvelère, ancienne garde de caravane. Elle a vu tomber son convoi sur la route de Nasuna et s'est juré que personne ne tomberait plus derrière elle.</p>` },
    en: { name: "Maëlle Dorlan", biographie: `${EX_EN}<p>A Human from Yvelère, once a caravan guard. She saw her convoy fall on the road to Nasuna and swore no one would fall behind her again.</p>` },
    caracteristiques: { force: 6, vigueur: 7, agilite: 5, pouvoir: 2, charisme: 4, perception: 4, intellect: 3, volonte: 5, sagesse: 4 },
    combativite: 2,
    competences: { rigidite: { niveau: 4, expertises: ["Blocage", "Armure"] }, melee: { niveau: 5, expertises: ["Lames lourdes"] }, adresse: { niveau: 4, expertises: ["Esquive"] }, vigilance: { niveau: 3 }, sport: { niveau: 2 }, central: { niveau: 8 }, oriental: { niveau: 2 } },
    langueNatale: "central",
    items: ["Humain", "Ténacité humaine", "Rempart", "Garde de fer", "Épée longue", "Brigandine", "Bouclier rond", "Sang-froid", "Cauchemars"],
  },
  {
    key: "neree-ilvane", type: "personnage",
    fr: { name: "Nérée Ilvane", biographie: `${EX_FR}<p>Océanide curieuse de la terre ferme, élève des Arcanistes d'Emeshar. Elle cherche dans le Primordial la trace des Entités qui ont nommé la mer.</p>` },
    en: { name: "Nérée Ilvane", biographie: `${EX_EN}<p>An Océanide curious about dry land, a pupil of the Arcanistes of Emeshar. She searches Primordial for the trace of the Entities who named the sea.</p>` },
    caracteristiques: { force: 2, vigueur: 3, agilite: 4, pouvoir: 7, charisme: 4, perception: 5, intellect: 5, volonte: 4, sagesse: 4 },
    combativite: 1,
    competences: { sorcellerie: { niveau: 6 }, occulte: { niveau: 5, expertises: ["Perception"] }, medecine: { niveau: 3, expertises: ["Premiers soins"] }, adresse: { niveau: 1, expertises: ["Esquive"] }, vigilance: { niveau: 2 }, empathie: { niveau: 1 }, aquatique: { niveau: 8 }, occidental: { niveau: 3 }, primordial: { niveau: 2 }, "vrai-primordial": { niveau: 1 } },
    langueNatale: "aquatique",
    items: ["Océanide", "Peau d'écume", "Arcaniste", "Souffle des marées", "Onde de soin", "Vague déferlante", "Contacts à Yvelère", "Dette envers une guilde"],
  },
];

export const PNJS: ExampleActor[] = [
  {
    key: "brigand-des-marais", type: "pnj",
    fr: { name: "Brigand des marais", biographie: `${EX_FR}<p>Détrousseur des chaussées d'Emeshar ; fuit dès que le combat tourne mal.</p>` },
    en: { name: "Marsh brigand", biographie: `${EX_EN}<p>A highway robber of Emeshar's causeways; flees as soon as the fight turns sour.</p>` },
    caracteristiques: { force: 4, vigueur: 4, agilite: 4, pouvoir: 2, charisme: 2, perception: 3, intellect: 2, volonte: 2, sagesse: 2 },
    combativite: 1,
    competences: { melee: { niveau: 2 }, furtivite: { niveau: 3, expertises: ["Faufilage"] } },
    items: ["Matraque"],
    extra: { menace: { rang: "sbire", niveau: 1, role: "Embuscade" } },
  },
  {
    key: "capitaine-orvald", type: "pnj",
    fr: { name: "Capitaine Orvald", biographie: `${EX_FR}<p>Mercenaire de Mivellun, vend son épée au plus offrant et tient parole — jusqu'à la prochaine offre.</p>` },
    en: { name: "Captain Orvald", biographie: `${EX_EN}<p>A mercenary from Mivellun who sells his sword to the highest bidder and keeps his word — until the next offer.</p>` },
    caracteristiques: { force: 7, vigueur: 6, agilite: 5, pouvoir: 2, charisme: 5, perception: 4, intellect: 4, volonte: 5, sagesse: 3 },
    combativite: 2,
    competences: { melee: { niveau: 5, expertises: ["Lames lourdes"] }, rigidite: { niveau: 4, expertises: ["Blocage"] }, expression: { niveau: 3, expertises: ["Intimidation"] } },
    items: ["Épée longue", "Brigandine", "Bouclier rond"],
    extra: { menace: { rang: "elite", niveau: 4, role: "Meneur" } },
  },
  {
    key: "sentinelle-d-ecume", type: "pnj",
    fr: { name: "Sentinelle d'écume", biographie: `${EX_FR}<p>Gardienne d'eau vive liée aux écluses d'Emeshar par un mot de Vrai Primordial. Elle ne parle pas ; elle obéit au mot.</p>` },
    en: { name: "Foam sentinel", biographie: `${EX_EN}<p>A guardian of living water bound to the locks of Emeshar by a word of True Primordial. It does not speak; it obeys the word.</p>` },
    caracteristiques: { force: 6, vigueur: 8, agilite: 3, pouvoir: 7, charisme: 2, perception: 5, intellect: 2, volonte: 6, sagesse: 3 },
    combativite: 3,
    competences: { bagarre: { niveau: 5, expertises: ["Projection"] }, sorcellerie: { niveau: 4 }, rigidite: { niveau: 6, expertises: ["Spirituel"] } },
    items: ["Vague déferlante"],
    extra: { menace: { rang: "boss", niveau: 6, role: "Gardienne" } },
  },
];

export const GROUPE = {
  key: "compagnie-de-l-aube",
  fr: { name: "Compagnie de l'Aube", biographie: `${EX_FR}<p>Maëlle et Nérée, réunies par un contrat d'escorte sur les chaussées d'Emeshar.</p>` },
  en: { name: "Company of the Dawn", biographie: `${EX_EN}<p>Maëlle and Nérée, brought together by an escort contract on Emeshar's causeways.</p>` },
  membres: ["Maëlle Dorlan", "Nérée Ilvane"],
};
