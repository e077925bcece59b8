/**
 * The `etats` pack: the special states and conditions of R-STATE (and the lasting injuries of
 * R-CRIT-2), one journal page per status effect, in French with the English for Babele.
 * Each page carries `flags.altherion.statusId`, the id of the status effect the system registers
 * (src/data/status-effects.ts), so the token HUD and a drop on an actor both find the same effect.
 */
export interface StatePage {
  /** Status effect id; null for the page of rules common to all special states. */
  statusId: string | null;
  fr: { name: string; html: string };
  en: { name: string; html: string };
}

const R = (id: string) => `<strong>${id}</strong>`;
const hudFr = (id: string) => `<p><em>Statut à activer depuis le HUD du jeton : <code>${id}</code>.</em></p>`;
const hudEn = (id: string) => `<p><em>Status to toggle from the token HUD: <code>${id}</code>.</em></p>`;

function page(statusId: string | null, frName: string, frBody: string, enName: string, enBody: string): StatePage {
  return {
    statusId,
    fr: { name: frName, html: frBody + (statusId ? `\n${hudFr(statusId)}` : "") },
    en: { name: enName, html: enBody + (statusId ? `\n${hudEn(statusId)}` : "") },
  };
}

export const SPECIAL_STATE_PAGES: StatePage[] = [
  page(null, "Règles communes",
    `<p>${R("R-STATE-1")} Tous les états spéciaux durent une scène, ou jusqu'à ce que l'adrénaline retombe. Tant qu'il y est, le personnage :</p>
<ul>
<li>gagne +1 dé de surpuissance à chaque jet (un seul, quel que soit le nombre d'états) ;</li>
<li>ignore les malus d'Agonie et de Négation ;</li>
<li>peut répartir l'expérience qui lui reste.</li>
</ul>
<p>À la fin de l'état, appliquez son effet de fin (voir chaque page).</p>`,
    "Common rules",
    `<p>${R("R-STATE-1")} Every special state lasts a scene, or until the adrenaline drops. While in it, the character:</p>
<ul>
<li>gains +1 overpower die on every roll (one only, however many states);</li>
<li>ignores the Agony and Cancellation penalties;</li>
<li>may distribute its leftover experience.</li>
</ul>
<p>When the state ends, apply its ending effect (see each page).</p>`),
  page("zone", "La Zone",
    `<p>${R("R-STATE-2")} <strong>Condition</strong> : un dé de surpuissance montre 10, puis son dé d'explosion montre 10 à son tour.</p>
<p><strong>Effet supplémentaire</strong> : le joueur peut demander quelque chose au Conteur, sous la forme d'une réalisation de son personnage.</p>
<p><strong>Fin</strong> : aucun contrecoup.</p>`,
    "The Zone",
    `<p>${R("R-STATE-2")} <strong>Condition</strong>: a overpower die shows 10, then its explosion die shows 10 too.</p>
<p><strong>Extra effect</strong>: the player may ask the GM for something, as a realization of the character.</p>
<p><strong>End</strong>: no after-effect.</p>`),
  page("acharnement", "Acharnement",
    `<p>${R("R-STATE-3")} <strong>Condition</strong> : dépenser 1 point de Désespoir dans une situation de stress.</p>
<p><strong>Fin</strong> : +1 Fragilité et le personnage entre en Descente. Ses cicatrices deviennent égales à ses blessures ; s'il était stable, il le reste.</p>`,
    "Relentlessness",
    `<p>${R("R-STATE-3")} <strong>Condition</strong>: spend 1 Despair point in a stressful situation.</p>
<p><strong>End</strong>: +1 Frailty and the character enters Comedown. Its scars become equal to its wounds; if it was stable, it stays stable.</p>`),
  page("flamboyance", "Flamboyance",
    `<p>${R("R-STATE-4")} <strong>Condition</strong> : dépenser 1 point d'Espoir alors que le groupe est Galvanisé (Moral entièrement fait d'Espoir).</p>
<p><strong>Fin</strong> : +1 Fragilité et le personnage entre en Descente.</p>`,
    "Blaze",
    `<p>${R("R-STATE-4")} <strong>Condition</strong>: spend 1 Hope point while the group is Galvanized (its Morale is all Hope).</p>
<p><strong>End</strong>: +1 Frailty and the character enters Comedown.</p>`),
  page("apaisement", "Apaisement",
    `<p>${R("R-STATE-5")} <strong>Condition</strong> : le personnage est calme : le Moral du groupe est vide et il n'a lui-même ni Espoir ni Désespoir (${R("R-MORAL-6")}).</p>
<p><strong>Effet supplémentaire</strong> : il peut obtenir les effets de l'Espoir ou du Désespoir sans rien dépenser ; à chaque fois, le Moral du groupe gagne un point de la sorte opposée. Impossible quand le Moral est plein, et il ne peut pas utiliser les points du Moral.</p>
<p><strong>Fin</strong> : le personnage entre en Descente.</p>`,
    "Serenity",
    `<p>${R("R-STATE-5")} <strong>Condition</strong>: the character is calm: the group Morale is empty and it holds no Hope or Despair of its own (${R("R-MORAL-6")}).</p>
<p><strong>Extra effect</strong>: it may obtain Hope or Despair effects without spending; each time, the group Morale gains a point of the opposite kind. Not usable when the Morale is full, and it cannot use the Morale's points.</p>
<p><strong>End</strong>: the character enters Comedown.</p>`),
  page("descente", "Descente",
    `<p>${R("R-STATE-6")} Au lieu des bonus des états spéciaux, le personnage subit 1 dé d'impuissance à chaque jet.</p>
<p><strong>Fin</strong> : après un repos complet.</p>`,
    "Comedown",
    `<p>${R("R-STATE-6")} Instead of the special states' bonuses, the character suffers 1 weakness die on every roll.</p>
<p><strong>End</strong>: after a full rest.</p>`),
];

const peril = (id: string, frCon: string, enCon: string) => page(id, `Péril (${frCon})`,
  `<p>${R("R-CON-6")} La ${frCon} est tombée à 0 : elle est en péril jusqu'à ce qu'elle soit stabilisée. Au début de chaque tour, faites un test de Résilience (un dé, D = 0, plus le score de Résilience) contre une difficulté égale aux cicatrices de ${frCon} ; en cas d'échec, gagnez autant de cicatrices que la marge d'échec (au moins 1).</p>
<p>Un soin sur une constitution en péril est plus complexe (${R("R-SPELL-1")}).</p>`,
  `Peril (${enCon})`,
  `<p>${R("R-CON-6")} ${enCon} has fallen to 0: it is in peril until stabilized. At the start of each turn, roll a Resilience test (one die, D = 0, plus the Resilience score) against a difficulty equal to the ${enCon} scars; on a failure, gain scars equal to the margin of failure (at least 1).</p>
<p>Healing a constitution in peril is more complex (${R("R-SPELL-1")}).</p>`);

const injury = (id: string, frName: string, frText: string, enName: string, enText: string, fragilite: number) => page(id, frName,
  `<p>${R("R-CRIT-2")} Blessure durable (table d'aggravation, Fragilité ${fragilite}). ${frText}</p>`,
  enName,
  `<p>${R("R-CRIT-2")} Lasting injury (aggravation table, Frailty ${fragilite}). ${enText}</p>`);

export const CONDITION_PAGES: StatePage[] = [
  peril("peril-vitalite", "Vitalité", "Vitality"),
  peril("peril-energie", "Énergie", "Energy"),
  peril("peril-confiance", "Confiance", "Confidence"),
  page("agonie", "Agonie",
    `<p>${R("R-CON-7")} Tomber à 0 en Vitalité sans avoir d'Agonie en donne 1 ; chaque tour complet passé à 0 sans être stabilisé en ajoute 1. La difficulté de chaque jet augmente de l'Agonie. On la perd après un repos si l'on est stable. Les états spéciaux l'ignorent.</p>
<p>Une attaque non létale contre une créature à l'Agonie ne lui retire qu'un point de Résilience (tous sur une réussite critique) (${R("R-CON-3")}).</p>`,
    "Agony",
    `<p>${R("R-CON-7")} Reaching 0 Vitality with no Agony gives 1; each full turn at 0 unstabilized adds 1. Every roll's difficulty rises by the Agony. It is lost after a rest if stable. Special states ignore it.</p>
<p>A non-lethal attack on a creature in Agony only removes one Resilience point (all of them on a critical success) (${R("R-CON-3")}).</p>`),
  page("inconscience", "Inconscience",
    `<p>${R("R-CON-5")} Le personnage tombe au sol et ne peut plus interagir avec son environnement. On y tombe quand les cicatrices d'Énergie atteignent le maximum sans point éphémère ni stabilisation, ou en subissant en une seule attaque au moins l'Énergie maximale (${R("R-CON-4")}). À 0 en Vitalité, la victime d'un critique reste inconsciente autant de tours que le plus haut de son Aggravation et de son Agonie, sauf si on la réveille ou qu'on l'aide (${R("R-CRIT-3")}).</p>`,
    "Unconscious",
    `<p>${R("R-CON-5")} The character falls and cannot interact with its surroundings. It happens when Energy scars reach max with no ephemeral points and no stabilization, or on taking at least max Energy in one attack (${R("R-CON-4")}). At 0 Vitality, the victim of a critical stays unconscious for as many turns as the higher of its Aggravation and Agony, unless woken or helped (${R("R-CRIT-3")}).</p>`),
  page("decouragement", "Découragement",
    `<p>${R("R-CON-5")} 1 dé d'impuissance à chaque jet. On y tombe quand les cicatrices de Confiance atteignent le maximum sans point éphémère ni stabilisation, ou en subissant en une seule attaque au moins la Confiance maximale (${R("R-CON-4")}).</p>`,
    "Discouragement",
    `<p>${R("R-CON-5")} 1 weakness die on every roll. It happens when Confidence scars reach max with no ephemeral points and no stabilization, or on taking at least max Confidence in one attack (${R("R-CON-4")}).</p>`),
  page("a-terre", "À terre",
    `<p>${R("R-STATE-7")} Le personnage est au sol ou déséquilibré : effet de la Perte d'équilibre (Fragilité 1) ou d'une ${"Mise au sol"} (${R("R-FIGHT-5")}). Le Conteur en tire les conséquences de la situation.</p>`,
    "Prone",
    `<p>${R("R-STATE-7")} The character is on the ground or off balance: the effect of Off balance (Frailty 1) or of a Takedown (${R("R-FIGHT-5")}). The GM draws the situation's consequences.</p>`),
  page("desarme", "Désarmé",
    `<p>${R("R-STATE-7")} Le personnage a perdu son arme, ou son armure a pris une faille : effet du Désarmement (Fragilité 1).</p>`,
    "Disarmed",
    `<p>${R("R-STATE-7")} The character has lost its weapon, or its armor has a flaw: the effect of Disarmed (Frailty 1).</p>`),
  page("immobilise", "Immobilisé",
    `<p>${R("R-FIGHT-5")} <em>[I]</em> Le personnage est pris dans une Étreinte : il ne peut plus attaquer, se déplacer ni se défendre. Pour se libérer, il fait un jet de Force ou d'Agilité dont la difficulté est le total de la prise.</p>`,
    "Held",
    `<p>${R("R-FIGHT-5")} <em>[I]</em> The character is caught in a Hold: it can no longer attack, move or defend. To escape, it makes a Strength or Agility test whose difficulty is the hold's total.</p>`),
  injury("os-fractures", "Os fracturés", "Les os d'un bras ou d'une jambe sont abîmés : 1 dé d'impuissance aux jets qui utilisent ce membre (à appliquer au cas par cas).", "Fractured bones", "The bones of an arm or a leg are damaged: 1 weakness die on rolls using that limb (applied case by case).", 2),
  injury("estomac", "Estomac", "Le ventre est ouvert en profondeur : +1 Agonie immédiate, qui ne peut pas être perdue tant que la cible n'est pas guérie, et +1 Fragilité.", "Stomach", "The belly is deeply opened: +1 Agony at once, which cannot be lost until the target is healed, and +1 Frailty.", 3),
  injury("tendons-de-bras", "Tendons de bras", "Les tendons d'un bras sont abîmés : ce bras est inutilisable jusqu'à guérison ; +1 Fragilité.", "Arm tendons", "The tendons of an arm are damaged: that arm is unusable until healed; +1 Frailty.", 3),
  injury("tendons-de-jambe", "Tendons de jambe", "Les tendons d'une jambe sont abîmés : cette jambe est inutilisable jusqu'à guérison ; +1 Fragilité.", "Leg tendons", "The tendons of a leg are damaged: that leg is unusable until healed; +1 Frailty.", 3),
  injury("oreille", "Oreille", "La cible perd une oreille : 1 dé d'impuissance aux jets de Perception auditive (à appliquer au cas par cas).", "Ear", "The target loses an ear: 1 weakness die on hearing Perception rolls (applied case by case).", 3),
  injury("cage-thoracique", "Cage thoracique", "Un poumon est perdu ou la cage thoracique est détruite : la restauration de Vitalité et d'Énergie baisse d'un rang ; +1 Fragilité.", "Rib cage", "A lung is lost or the rib cage is crushed: restoration of Vitality and Energy is one rank worse; +1 Frailty.", 4),
  injury("oeil", "Œil", "La cible perd un œil : 1 dé d'impuissance aux jets de Perception visuelle et à ceux qui demandent une vision en profondeur (au cas par cas) ; +1 Fragilité.", "Eye", "The target loses an eye: 1 weakness die on sight Perception rolls and on those needing depth vision (case by case); +1 Frailty.", 4),
  injury("bras", "Bras", "La cible perd un bras ; +1 Fragilité.", "Arm", "The target loses an arm; +1 Frailty.", 4),
  injury("jambe", "Jambe", "La cible perd une jambe ; +1 Fragilité.", "Leg", "The target loses a leg; +1 Frailty.", 4),
  page("mort", "Mort",
    `<p>La fin du personnage. Elle survient quand les cicatrices de Vitalité atteignent la Vitalité maximale sans Vitalité éphémère ni stabilisation (${R("R-CON-5")}), en subissant en une seule attaque au moins la Vitalité maximale (${R("R-CON-4")}), à 6 de Fragilité (${R("R-CRIT-5")}), à 6 d'Épuisement (${R("R-FIGHT-6")}), ou sur la table d'aggravation de Fragilité 5.</p>`,
    "Death",
    `<p>The end of the character. It comes when Vitality scars reach max Vitality with no ephemeral Vitality and no stabilization (${R("R-CON-5")}), on taking at least max Vitality in one attack (${R("R-CON-4")}), at Frailty 6 (${R("R-CRIT-5")}), at Exhaustion 6 (${R("R-FIGHT-6")}), or on the Frailty 5 aggravation table.</p>`),
];

export const ETAT_ENTRIES = [
  { key: "etats-speciaux", fr: "États spéciaux", en: "Special states", pages: SPECIAL_STATE_PAGES },
  { key: "conditions", fr: "Conditions", en: "Conditions", pages: CONDITION_PAGES },
];
