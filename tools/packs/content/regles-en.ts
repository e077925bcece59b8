/**
 * "Altherion rules" — the English rules reference, one page per chapter of RULES.md (1–14).
 * Game terms keep their French names (as RULES.md does); links show the English names of the
 * linked documents (the same names the Babele translation gives them).
 */
import type { Chapter, Links } from "./regles-types";

const R = (id: string) => `<strong>${id}</strong>`;
const I = `<em>[I]</em>`;

export function chaptersEn(l: Links): Chapter[] {
  return [
    {
      title: "1. Characteristics",
      html: `<p><em>This journal states the rules of Altherion as the system applies them. Every rule carries an id (${R("R-…")}) that the code and its tests use too. ${I} marks an <strong>interpretation</strong> chosen where the original notes are silent or ambiguous; each one can be changed in a single place by the GM. Game terms keep their French names.</em></p>
<h2>The grid</h2>
<p>${R("R-CAR-1")} Nine <strong>main characteristics</strong> sit on a 3 × 3 grid. The columns are <strong>Corps</strong> (body), <strong>Âme</strong> (soul) and <strong>Esprit</strong> (mind); the rows are <strong>Impact</strong>, <strong>Résilience</strong> and <strong>Finesse</strong>.</p>
<table>
<thead><tr><th>row \\ column</th><th>Corps</th><th>Âme</th><th>Esprit</th></tr></thead>
<tbody>
<tr><th>Impact</th><td>Force</td><td>Pouvoir</td><td>Intellect</td></tr>
<tr><th>Résilience</th><td>Vigueur</td><td>Charisme</td><td>Volonté</td></tr>
<tr><th>Finesse</th><td>Agilité</td><td>Perception</td><td>Sagesse</td></tr>
</tbody>
</table>
<p>Force is immediate muscular strength; Vigueur, the body's stamina over time; Agilité, physical precision. Pouvoir is the strength of the soul; Charisme, natural magnetism and the ability to motivate oneself; Perception, the senses and the ability to feel things. Intellect is reasoning and the use of knowledge; Volonté, mental resistance; Sagesse, flexibility and adaptation.</p>
<h2>Secondary characteristics</h2>
<p>${R("R-CAR-2")} The six <strong>secondary characteristics</strong> ("scores") are the three columns and the three rows. ${I} Each score is the mean of its three main characteristics, rounded down.</p>
<p>${R("R-CAR-3")} <strong>Origine</strong> is a separate integer (default 0, may be negative). ${I} It adds to Harmonie.</p>
<p>${R("R-CAR-4")} Column scores are passive. Corps gives the damage bonus of physical attacks, resistance to physical wounds and the restoration of Vitalité; Âme does the same for magical and spiritual harm and for Énergie; Esprit for social and psychic harm and for Confiance. ${I} The notes' Endurance, Mana and Détermination are read as Vitalité, Énergie and Confiance.</p>
<p>${R("R-CAR-5")} Row scores give spendable <strong>points</strong>, each in its own pool whose maximum is the score:</p>
<ul>
<li><strong>Impact points</strong>: spend 1 for one <em>dé de surpuissance</em> (${R("R-DICE-4")}). All are regained when an important objective is reached or a new one appears (the GM decides).</li>
<li><strong>Résilience points</strong>: spent against critical effects (${R("R-CRIT-2")}); also the "resistance against death". All are regained on a rest taken with no scars and no wounds.</li>
<li><strong>Finesse points</strong>: pay for secondary actions such as defending (${R("R-FIGHT-2")}). All are regained at each new round. Finesse is also the initiative (${R("R-FIGHT-1")}).</li>
</ul>
<p>${R("R-CAR-6")} Creation bounds: every main characteristic starts at 2; its maximum is 8 plus the species' bonus for its favoured characteristics (${R("R-CREA-1")}). The average is 5 for a <em>Héros</em> and 3 for a <em>Héritage</em>.</p>`,
    },
    {
      title: "2. Integrity",
      html: `<p>${R("R-INT-1")} <strong>Combativité</strong>: actions (turns) per round, minimum 1, maximum 5.</p>
<p>${R("R-INT-2")} <strong>Puissance</strong>, the character's strengths: the highest column score plus the highest row score.</p>
<p>${R("R-INT-3")} <strong>Harmonie</strong>, its weaknesses and balance: the lowest column score plus the lowest row score plus Origine.</p>
<p>${R("R-INT-4")} <strong>Exaltation</strong> is the character's tier, 1 to 9. It drives the constitutions (${R("R-CON-2")}) and the personal Espoir and Désespoir caps (${R("R-MORAL-7")}).</p>`,
    },
    {
      title: "3. Skills, expertises and languages",
      html: `<p>${R("R-SK-1")} Skill levels run from 0 to 10. Skills are data, not code: the GM can add, rename and remove skills and expertises. The default list, by category:</p>
<ul>
<li><strong>Combat</strong>: ${l.sk("Adresse")}, ${l.sk("Bagarre")}, ${l.sk("Mêlée")}, ${l.sk("Rigidité")}, ${l.sk("Tir")}.</li>
<li><strong>Pratiques</strong> (practical): ${l.sk("Artisanat")}, ${l.sk("Animalisme")}, ${l.sk("Conduite")}, ${l.sk("Empathie")}, ${l.sk("Enquête")}, ${l.sk("Expression")}, ${l.sk("Furtivité")}, ${l.sk("Focalisation")}, ${l.sk("Intuition")}, ${l.sk("Médecine")}, ${l.sk("Occulte")}, ${l.sk("Réflexion")}, ${l.sk("Sorcellerie")}, ${l.sk("Sport")}, ${l.sk("Vigilance")}.</li>
<li><strong>Théoriques</strong> (theoretical; never rolled, they state a degree of knowledge): ${l.sk("Apparence")}, ${l.sk("Cosmologie")}, ${l.sk("Droit")}, ${l.sk("Economie")}, ${l.sk("Histoire")}, ${l.sk("Nature")}, ${l.sk("Religion")}, ${l.sk("Sciences")}, ${l.sk("Technologie")}, ${l.sk("Urbanisme")}.</li>
<li><strong>Langues</strong> (languages; never rolled): see ${R("R-SK-6")} below.</li>
</ul>
<p>Each skill lists example <strong>expertises</strong> from the notes (Melee: light blades, heavy blades, axes, spears, maces). A character owns expertises one by one and may add custom ones.</p>
<p>${R("R-SK-2")} When an expertise applies, the character is "expert in the roll": +1d10 is added to the result. That die never explodes, never implodes and never counts for criticals (${R("R-DICE-6")}).</p>
<p>${R("R-SK-3")} When a situation uses several skills at once, the <strong>lowest</strong> level is used.</p>
<p>${R("R-SK-4")} Skills also serve as prerequisites for aptitudes and classes.</p>
<p>${R("R-SK-5")} Theoretical skills are not rolled: the sheet shows the degree of knowledge. Certain subjects need an expertise.</p>
<h2>Languages</h2>
<p>${R("R-SK-6")} A language has a level from 0 to 10, each with its descriptor: 1, basic formulas; 2, general terms (the primary colours, say); 3, speaking correctly with someone who knows the language; 4, a simple conversation with a very bad accent; 5, idioms; 6, nearly fluent with a bad accent; 7, the level of a regular speaker; 8, rare words; 9, very formal language; 10, perfect command. An expertise in a language means knowing its writing system.</p>
<p>The two lists of the notes are merged, with the later list's names (Septentrional is the first list's Nordique, Tropical is Toxanacl): ${l.lg("Atlante")}, ${l.lg("Central")}, ${l.lg("Draconique")}, ${l.lg("Géant")}, ${l.lg("Méridional")}, ${l.lg("Occidental")}, ${l.lg("Oriental")}, ${l.lg("Primordial")}, ${l.lg("Septentrional")}, ${l.lg("Tropical")}, ${l.lg("Mashaya")}, ${l.lg("Aquatique")} — plus ${l.lg("Vrai Primordial")}, a magical language ("dependent on magic") whose level can never exceed the character's Primordial level and which has its own purchase base.</p>`,
    },
    {
      title: "4. Constitutions, harm and rest",
      html: `<p>${R("R-CON-1")} Three <strong>constitutions</strong>: <strong>Vitalité</strong> (health), <strong>Énergie</strong> (the reserve for special actions) and <strong>Confiance</strong> (the motivation to act and argue). Each has a maximum, a current value (0 to max), <strong>scars</strong> (<em>cicatrices</em>, 0 to max), <strong>ephemeral</strong> points (temporary; they absorb damage first) and a <strong>stabilized</strong> flag. Wounds (<em>blessures</em>) are max − value. The value never exceeds max − scars.</p>
<p>${R("R-CON-2")} max = Exaltation × Prémice + bonus share. Each constitution has a <strong>Prémice</strong>, set at creation (default 15). The Exaltation bonus is a total to distribute among the three (${I} by default one third each; every value in the table divides by 3).</p>
<table>
<thead><tr><th>Exaltation</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th><th>9</th></tr></thead>
<tbody>
<tr><th>bonus per step</th><td>0</td><td>0</td><td>+15</td><td>+15</td><td>+30</td><td>+30</td><td>+45</td><td>+60</td><td>+120</td></tr>
<tr><th>total bonus</th><td>0</td><td>0</td><td>15</td><td>30</td><td>60</td><td>90</td><td>135</td><td>195</td><td>315</td></tr>
<tr><th>total of the three (Prémices summing to 45)</th><td>45</td><td>90</td><td>150</td><td>210</td><td>285</td><td>360</td><td>450</td><td>555</td><td>720</td></tr>
</tbody>
</table>
<p>${R("R-CON-3")} Damage ${I}: lethal damage first consumes ephemeral points, then lowers the value; what exceeds the value (past 0) becomes scars. Non-lethal damage never adds scars and gets no damage bonus; a non-lethal attack on a creature in Agonie only removes one Résilience point (all of them on a critical success).</p>
<p>${R("R-CON-4")} Instant thresholds: taking, in one attack, damage at least equal to max Vitalité means <strong>death</strong>; to max Énergie, <strong>unconsciousness</strong>; to max Confiance, <strong>découragement</strong>.</p>
<p>${R("R-CON-5")} Scars reaching max with no ephemeral points and not stabilized: Vitalité, <strong>death</strong>; Énergie, ${l.etat("Inconscience")} (falls, cannot interact); Confiance, ${l.etat("Découragement")} (1 impuissance die on every roll).</p>
<p>${R("R-CON-6")} ${l.etat("Péril (Vitalité)", "Péril")}: a constitution at 0 is in peril until stabilized. At the start of each turn, for each constitution in peril, roll a Résilience test (${I} one die, D = 0, plus the Résilience score) against a difficulty equal to its scars; ${I} on a failure, gain scars equal to the margin of failure (at least 1).</p>
<p>${R("R-CON-7")} ${l.etat("Agonie")}: reaching 0 Vitalité with no Agonie gives 1; each full turn at 0 unstabilized adds 1. Every roll's difficulty rises by the Agonie. It is lost after a rest if stable. Special states ignore it.</p>
<h2>Rest</h2>
<p>${R("R-CON-8")} <strong>Rest ranks</strong> (what each rest restores to each constitution): <strong>Rapide</strong> = Puissance + Harmonie; <strong>Normale</strong> = Puissance; <strong>Difficile</strong> = Harmonie; <strong>Très difficile</strong> = 1; <strong>Impossible</strong> = 0 (${I} "Alter de X" read as X). ${I} One rest of a constitution: while the value is below max − scars, it rises by the Normale amount, capped there; once it reaches max − scars and scars remain, the rest instead removes the Difficile amount of scars and raises the value by as much. Sleeping or eating badly: one rank worse (for both steps). A whole day of rest: one rank better. Each Épuisement point: 1 less restored per constitution per rest (never below 0).</p>
<p>${R("R-CON-9")} <strong>Regenerations</strong> happen at the end of each turn; an action can force one early, but forcing adds the regenerated amount to the character's grave damage (scars).</p>`,
    },
    {
      title: "5. The test roll",
      html: `<p>${R("R-DICE-1")} Altherion uses only d10s. The GM names a characteristic, a skill and a <strong>complexity</strong>; a target <strong>difficulty</strong> is optional.</p>
<p>${R("R-DICE-2")} <strong>Mastery pool</strong>: D = skill − complexity. Roll |D| + 1 d10. If D ≥ 0 keep the highest, otherwise keep the lowest.</p>
<p>${R("R-DICE-3")} <strong>Retained dice</strong>: all dice of the pool that show the kept value (ties are all retained).</p>
<p>${R("R-DICE-4")} <strong>Power dice</strong> ${I}: P = surpuissance − impuissance (they cancel one for one). If P &gt; 0, roll P <em>dés de surpuissance</em>; the kept value becomes the highest of the mastery kept value and those dice. If P &lt; 0, roll |P| <em>dés d'impuissance</em>; the kept value becomes the lowest. The retained dice are then all dice, among the mastery retained dice and the power dice, that show the final kept value.<br />Sources: +1 surpuissance per Impact point spent, +1 in any special state (${R("R-STATE-1")}); −1 (impuissance) per Épuisement point, in ${l.etat("Découragement")}, in ${l.etat("Descente")} and from some injuries.</p>
<p>${R("R-DICE-5")} <strong>Explosions and implosions</strong>: if the kept value is a natural 10, each retained die starts one explosion chain: roll a d10 and add it; while that die shows 10, roll again and add. If the kept value is a natural 1, each retained die starts one implosion chain: roll a d10 and subtract it; while that die shows 10, roll again and subtract.</p>
<p>${R("R-DICE-6")} <strong>Total</strong> = kept value + explosions − implosions + expertise die (${R("R-SK-2")}) + characteristic value + flat bonuses (e.g. +1 per Espoir spent). The roll succeeds when the total reaches the difficulty plus the Agonie; the margin is the difference.</p>
<p>${R("R-DICE-7")} <strong>Criticals</strong>: a critical success when the kept value reaches the critical-success threshold (default 10); a critical failure when it is at most the critical-failure threshold (default 1). Aptitudes may widen either range; explosions and implosions stay tied to natural 10 and natural 1. An Espoir declared to cancel a critical failure removes its implosions and its critical effect.</p>
<p>${R("R-DICE-8")} Dice order (for scripted dice in tests): mastery dice, then power dice, then the expertise die, then each chain in turn, each to its end.</p>
<p>${R("R-DICE-9")} Points are declared before the roll. ${I} Désespoir's "narrow success" (${R("R-MORAL-3")}) is offered as a button on a failed roll's chat card.</p>
<p>${R("R-DICE-10")} <strong>Player versus player</strong>: only the attacker's roll gets the mastery difference, advantages and criticals; the defender rolls a plain die and is immune to its own criticals but suffers the attacker's.</p>`,
    },
    {
      title: "6. Moral",
      html: `<p>${R("R-MORAL-1")} A <strong>group</strong> holds the Moral: Espoir (hope) and Désespoir (despair) points, at most one per member in total. When a point cannot be gained because the Moral is full, one point of the other kind is removed instead.</p>
<p>${R("R-MORAL-2")} <strong>Espoir</strong> (group or personal): +1 to a roll's result; cancel a critical failure; use Puissance instead of a main characteristic, or Harmonie instead of a secondary characteristic.</p>
<p>${R("R-MORAL-3")} <strong>Désespoir</strong>: enter ${l.etat("Acharnement")}; turn a failed roll into a narrow success with a negative consequence; every character gains 1 Fortune and the GM gains 1 Fatalité.</p>
<p>${R("R-MORAL-4")} <strong>Galvanisation</strong> (the Moral is all Espoir): a character may enter ${l.etat("Flamboyance")}; a character may take an Espoir gain personally; unanimously, the group spends all its Espoir on an <strong>exploit</strong>: roll 1d10, the GM sets the difficulty.</p>
<p>${R("R-MORAL-5")} <strong>Tourmente</strong> (the Moral is all Désespoir): a Désespoir gain goes to a character; if no one can take it, every member takes 1 Fragilité; characters with personal points cannot use the Moral; unanimously, the group spends all its Désespoir on an exploit: roll 2d10, the best die is the exploit's degree of success, the other the Fragilité the group must share out.</p>
<p>${R("R-MORAL-6")} <strong>Accalmie</strong>: a character is calm when the group Moral is empty and it holds no personal Espoir or Désespoir; it may then enter ${l.etat("Apaisement")} (${R("R-STATE-5")}).</p>
<p>${R("R-MORAL-7")} Personal caps: Exaltation ÷ 2 (rounded down) Espoir, and as many Désespoir. Excess Espoir is lost; excess Désespoir goes to the group.</p>`,
    },
    {
      title: "7. Character creation",
      html: `<p>${R("R-CREA-1")} Choose a <strong>species</strong> (<em>espèce</em>): characteristic bonuses and maluses, favoured characteristics (which raise the cap of ${R("R-CAR-6")}), innate aptitudes and acquirable species aptitudes. A <strong>lineage</strong> may swap one species bonus or malus, with the GM's agreement.</p>
<p>${R("R-CREA-2")} The budget is <strong>75 points</strong> (a world setting; "a normal character"). Costs:</p>
<table>
<thead><tr><th>Purchase</th><th>Cost</th></tr></thead>
<tbody>
<tr><td>Characteristic +1</td><td>1</td></tr>
<tr><td>Skill +1</td><td>2</td></tr>
<tr><td>Expertise</td><td>1</td></tr>
<tr><td>Combativité +1</td><td>5</td></tr>
<tr><td>Founding class</td><td>3</td></tr>
<tr><td>Founding aptitude</td><td>1</td></tr>
<tr><td>Acquired species aptitude</td><td>1</td></tr>
<tr><td>Atout (asset)</td><td>X</td></tr>
<tr><td>Handicap</td><td>gives back X</td></tr>
</tbody>
</table>
<p>Species bonuses and innate aptitudes are free. The sheet shows the points spent and left, and flags an over-spend or a characteristic over its cap; it never silently blocks the GM. The "Exemples" compendium holds two species, two founding classes and two ready-made characters, such as ${l.exemple("Maëlle Dorlan")}.</p>`,
    },
    {
      title: "8. Criticals and aggravation",
      html: `<p>${R("R-CRIT-1")} The victim of a critical (a critical success against it, or its own critical failure) gains 1 <strong>Aggravation</strong> level. ${I} Aggravation returns to 0 after a full rest.</p>
<p>${R("R-CRIT-2")} It may spend Résilience points equal to its new Aggravation level to avoid the effect. Otherwise it rolls 1d10 on the table of its current <strong>Fragilité</strong>:</p>
<table>
<thead><tr><th>Fragilité</th><th>d10 → effect</th></tr></thead>
<tbody>
<tr><td>${l.table(0, "0")}</td><td>1–5 Fragilisation: +1 Fragilité · 6–10 Protection: nothing</td></tr>
<tr><td>${l.table(1, "1")}</td><td>1–5 Fragilisation: +1 Fragilité · 6–8 Désarmement: loses its weapon, or its armour gets a flaw · 9–10 Perte d'équilibre: falls prone</td></tr>
<tr><td>${l.table(2, "2")}</td><td>1–6 Balafre: +1 Fragilité and a scar on the face or torso · 7–9 Os fracturés: 1 impuissance die on rolls using that limb · 10 Équipement abîmé: a piece of equipment is damaged</td></tr>
<tr><td>${l.table(3, "3")}</td><td>1 Estomac: +1 Agonie (kept until healed) and +1 Fragilité · 2–4 Tendons de bras: the arm is unusable until healed, +1 Fragilité · 5–7 Tendons de jambe: the leg is unusable, +1 Fragilité · 8–10 Oreille: 1 impuissance die on hearing Perception</td></tr>
<tr><td>${l.table(4, "4")}</td><td>(all: +1 Fragilité) 1–2 Cage thoracique: restoration of Vitalité and Énergie one rank worse · 3–4 Œil: 1 impuissance die on sight Perception and depth vision · 5–7 Bras: loses an arm · 8–10 Jambe: loses a leg</td></tr>
<tr><td>${l.table(5, "5")}</td><td>death: 1–2 Tête (head) · 3–4 Décapitation · 5–6 Thorax · 7–8 Cœur (heart) · 9–10 Cou (neck)</td></tr>
</tbody>
</table>
<p>The effects are physical; the GM may find equivalents (spiritual, social). Lasting injuries are tracked as ${l.entry("etats", "Conditions", "conditions")}.</p>
<p>${R("R-CRIT-3")} At 0 Vitalité the victim also falls unconscious for as many turns as the higher of its Aggravation and its Agonie, unless woken or helped.</p>
<p>${R("R-CRIT-4")} A defender's critical success gives it a potential <strong>riposte</strong>.</p>
<p>${R("R-CRIT-5")} Fragilité 6 = death. ${I} Fragilité is the "Seuils" (thresholds) lowered during ellipses (${R("R-XP-6")}).</p>`,
    },
    {
      title: "9. Combat",
      html: `<p>${R("R-FIGHT-1")} <strong>Initiative</strong> ${I}: a test with D = 0 (one d10, explosions apply) plus the Finesse score. Everyone acts in initiative order; then everyone with Combativité 2 or more takes one more turn, then those with 3 or more, and so on until all actions are spent.</p>
<p>${R("R-FIGHT-2")} <strong>Defences</strong> (each costs ${I} 1 Finesse point):</p>
<ul>
<li>${l.action("Blocage")} (block): ${l.sk("Rigidité")} + Vigueur; armour lets its value replace Vigueur, a shield lets Force replace it. Always usable against normal attacks, but the defender takes the full blow and its risk of grave wounds.</li>
<li>${l.action("Esquive")} (dodge): ${l.sk("Adresse")} + Agilité (the lower of Agilité and Perception against a hidden attack). Only mitigates explosions (area attacks), never avoids them fully.</li>
<li>${l.action("Parade")} (parry): ${l.sk("Bagarre")} or ${l.sk("Mêlée")} + Agilité (the lower of Force and Agilité against ranged weapons — the notes say "Dextérité", read as Agilité). Useless against explosions.</li>
</ul>
<p>${R("R-FIGHT-3")} <strong>Damage</strong> ${I}: weapon damage + the attack's column score (Corps for physical, Âme for magical, Esprit for social) on a lethal hit; then the target's <strong>Annulation</strong> cancels all of it if the attack total is below the Annulation value; then <strong>Résistance</strong> subtracts its value. Physical harm goes to Vitalité, magical and spiritual to Énergie, social and psychic to Confiance.</p>
<p>${R("R-FIGHT-4")} ${l.action("Confrontation réactive")} (reactive confrontation): when a creature answers an attack with an attack, neither may defend; the winner deals full damage, the loser (if still conscious) half.</p>
<p>${R("R-FIGHT-5")} <strong>Grapples</strong> (<em>prises</em>; Force or Agilité depending on role-play): ${l.action("Étreinte")} (immobilise; escape with Force or Agilité), ${l.action("Mise au sol")} (knock prone or unbalance; damage from Force), ${l.action("Projection")} (forced move; the farther, the less damage; base damage from Force). Hard on much bigger or heavier targets.</p>
<p>${R("R-FIGHT-6")} <strong>Épuisement</strong> (exhaustion): 0 to 5, death at 6. Gained by totally exhausting actions or by going without rest. Each point gives 1 impuissance die on every roll and −1 restoration per constitution per rest. Lose 1 after a full rest of [Épuisement] days (and it is erased in a minor ellipse, ${R("R-XP-6")}).</p>
<p>${R("R-FIGHT-7")} <strong>Speeds</strong> (all from Agilité, durations from Vigueur): travel, Agilité km/h for Vigueur hours; run, 2 × Agilité km/h for Vigueur minutes; sprint, 3 × Agilité km/h for 5 × Vigueur seconds; combat move, 2 × Agilité m per turn; combat run, 4 × Agilité m per turn.</p>`,
    },
    {
      title: "10. Experience",
      html: `<p>${R("R-XP-1")} <strong>Awards</strong> after each narrative arc, per the GM's checklist:</p>
<ul>
<li><strong>Danger</strong>: 1 (very low) to 5 (deadly).</li>
<li><strong>Player balance</strong>: 1 if everyone was active; +1 if no one monopolised speech (+1 more if everyone spoke in a balanced way); +1 if the group acted in a coordinated way; +1 for constructive suggestions about the story.</li>
<li><strong>Ingenuity</strong>: 1 if the arc was finished; +1 for the wanted outcome; +1 for a good idea; +1 for correct deductions; +1 if the arc was a challenge other than danger.</li>
<li><strong>Player bonus</strong>: 2 for taking part; +1 for fun; +1 for interesting role-play; +1 for curiosity.</li>
<li><strong>End of chapter or act</strong>: 1 for a chapter, 2 for an act; +1 if most main objectives were met; +1 if it was hard; +1 for a satisfying end.</li>
<li><strong>Time of the arc in game</strong> ${I}: multiplies the sum of the five lines above: ×1 hours, ×2 days, ×3 weeks, ×4 months, ×5 years.</li>
<li><strong>Optional objectives</strong>: +1 each, added after the multiplication.</li>
</ul>
<p>So XP = (danger + balance + ingenuity + bonus + ending) × time + optional objectives, where each "+1" counts only when its condition holds, "+1 more if perfectly balanced" only together with "no one monopolised speech", and the ending's +1s only when a chapter or an act ended.</p>
<p>${R("R-XP-2")} <strong>Ellipse XP</strong>: 1 per week; Surcharge +1 if the character inflicts itself 20 grave wounds (at most 1 per week); multiplied by the trainer: ×1 free training, ×2 a superior, ×3 a very good superior, ×4 an expert in what it teaches, ×5 a master at the peak of its art.</p>
<p>${R("R-XP-3")} <strong>Spending</strong> (only during training, with an Espoir point, or on receipt; only on what was used during the arc; a theoretical skill only with the means to improve it): characteristic +1, 5 XP, once per characteristic per act · skill +1, 10 XP, once per skill per act, and only if an opposition had a level at least equal · Combativité +1, 25 XP (faced a more combative enemy, or nearly died) · domaine oublié (forgotten domain), 25 XP · aptitude: founding 10, superior 15, heroic 20, legendary 30, supreme 50 · specialty (<em>spécialité</em>), 5 XP.</p>
<p>${R("R-XP-4")} Classes cost no XP: a new class needs a major ellipse with a trainer; a branch of an owned class, a medium ellipse; an aptitude of a class not owned, a minor ellipse, a trainer and its XP cost.</p>
<p>${R("R-XP-5")} <strong>Training time</strong>: characteristic, 1 month (3 weeks with a trainer, 2 weeks with an educational trainer on its domains); skill, 4 months (3, 2); specialty, 1 month (3 weeks, 2 weeks); forgotten domain, 1 year (9 months, 6 months with a specialised trainer).</p>
<p>${R("R-XP-6")} <strong>Ellipses</strong>: <em>minor</em> (a few days to about a week): learn an aptitude of a non-owned class with a teacher; rest to erase Épuisement; spend XP in training. <em>Medium</em> (about two weeks to two months): spend XP; learn a branch of an owned class; lower Fragilité X − 1 times (X = weeks of rest ÷ 2). <em>Major</em> (three months or more): gain a class whose prerequisites are met, with a trainer; lower Fragilité X times; spend XP.</p>
<p>${R("R-XP-7")} The system records, per arc and act, what each character <strong>used</strong> (skills and characteristics rolled, oppositions faced) so the spending rules above can be checked; the GM can override.</p>`,
    },
    {
      title: "11. Special states",
      html: `<p>${R("R-STATE-1")} ${l.etat("Règles communes", "Common rules")} of all special states: they last a scene (or until the adrenaline drops); +1 surpuissance die on every roll; ignore the Agonie and Négation penalties; leftover experience may be distributed.</p>
<p>${R("R-STATE-2")} ${l.etat("La Zone")} ("the Zone"): entered when a surpuissance die shows 10 and its explosion die shows 10 too. Extra: the player may ask the GM for something, as a realisation of the character. Ends with no after-effect.</p>
<p>${R("R-STATE-3")} ${l.etat("Acharnement")} (relentlessness): spend 1 Désespoir in a stressful situation. Ends with +1 Fragilité and Descente; scars become equal to wounds (a stable character stays stable).</p>
<p>${R("R-STATE-4")} ${l.etat("Flamboyance")}: spend 1 Espoir while the group is Galvanisé. Ends with +1 Fragilité and Descente.</p>
<p>${R("R-STATE-5")} ${l.etat("Apaisement")} (serenity): the character is calm (${R("R-MORAL-6")}). Extra: it may use Espoir or Désespoir effects without spending; each use adds one point of the opposite kind to the group Moral; not usable when the Moral is full, and it cannot use the Moral's points. Ends with Descente.</p>
<p>${R("R-STATE-6")} ${l.etat("Descente")} (comedown): instead of the state bonuses, 1 impuissance die on every roll; ends after a full rest.</p>
<p>${R("R-STATE-7")} Also tracked as <strong>conditions</strong>: Péril (per constitution), Agonie, Inconscience, Découragement, prone, disarmed, and the lasting injuries of ${R("R-CRIT-2")}. All are described in the "États et conditions" compendium (${l.entry("etats", "États spéciaux")} and ${l.entry("etats", "Conditions")}), with the id of the status to toggle from the token HUD.</p>`,
    },
    {
      title: "12. Spells",
      html: `<p>${R("R-SPELL-1")} ${l.action("Sort de guérison", "Healing")}: the difficulty is the number of wounds healed; the complexity depends on the target's scars (see the ${l.table("guerison", "healing-complexity table")}): 1 no scars · 2 at least one · 3 at least a tenth of max · 4 at least a fifth · 5 at least a quarter · 6 at least half · 7 at least three quarters. +1 complexity for each of: the target is at 0 in that constitution; it is at 0 Résilience points; it is in Péril in that constitution.</p>
<p>${R("R-SPELL-2")} ${l.action("Sort de zone", "Area")}: one roll per character or group of characters affected.</p>
<p>${R("R-SPELL-3")} ${l.action("Incanter", "Incantation")}: casting takes a whole turn, with nothing else meanwhile. Combativité may be spent to: ${l.action("Concentration", "focus")} (+1 die, keep the best; cumulative); make the ${l.action("Gestes", "gestures")} (+ the spell's points, once; less if hampered); speak the ${l.action("Paroles", "words")} (+ the spell's points, once; less if muffled); use ${l.action("Composantes matérielles", "material components")} (+ the spell's points, once, scaled by their value); ${l.action("Surcharge", "overcharge")} the spell (pay the cost twice: + the spell's points, once).</p>`,
    },
    {
      title: "13. Fortune, Fatalité, Karma, Légende",
      html: `<p>${R("R-FORT-1")} <strong>Fortune</strong>: the GM may grant 1 on a critical success it has no use for; at most 5 per player; spent with the GM's agreement for luck or a bonus on a luck roll.</p>
<p>${R("R-FORT-2")} <strong>Fatalité</strong> (doom): the GM gains 1 (occasionally) on a player's critical failure on a voluntary roll, or through Désespoir; at most 5; spent to worsen a situation or impose a malus on luck rolls.</p>
<p>${R("R-FORT-3")} <strong>Karma</strong>: a purity value raised by actions and intentions good for humanity and lowered by harmful ones; readable only by those able to (${I} hidden from players by default).</p>
<p>${R("R-FORT-4")} <strong>Légende</strong> (legend): how memorable the character is; it uses Impact (free text and a value).</p>`,
    },
    {
      title: "14. Alternative ruleset: progression par achat",
      html: `<p>Chosen in the world settings. In this mode skills run from 0 to 100 and improve by spending progression points (PP) instead of XP.</p>
<p>${R("R-PP-1")} <strong>Degrees</strong>: 0 Ignorant · 1–30 Débutant (beginner) · 31–60 Confirmé (proficient) · 61–90 Expert · 91–100 Maître (master). A degree is <strong>complete</strong> at its top level (30, 60, 90, 100).</p>
<p>${R("R-PP-2")} <strong>Level cost</strong>: raising a skill by one level costs the new level divided by 10, rounded up (0→1: 1; 14→15: 2; 90→91: 10). Cumulative from 0: 10 at 10, 30 at 20, 60 at 30, 100 at 40, 150 at 50, 210 at 60, 280 at 70, 360 at 80, 450 at 90, 550 at 100 (qualities not included). The source table prints 290 and 370 for 70 and 80: those two are addition slips (its own per-ten costs sum to 280 and 360, and its 450 and 550 agree with that); the costs, not the slips, are the rule.</p>
<p>${R("R-PP-3")} <strong>PP cap</strong>: PP are earned per skill (the GM awards them). A skill may not keep more PP than its level; the surplus must be spent on that skill at once or is lost.</p>
<p>${R("R-PP-4")} <strong>Qualities needed to enter a degree</strong>: Débutant 0, Confirmé 1, Expert 2, Maître 3, counted among the qualities in that skill's own list.</p>
<p>${R("R-PP-5")} <strong>Quality cost</strong> = base + step × qualities already owned (defaults 50 and 10, both world settings). It may be paid with PP from several skills, provided every one of them lists that quality.</p>
<p>${R("R-PP-6")} <strong>Specialisations</strong>: a fixed cost by degree, available once the skill has that degree: Débutant 20 PP (usually +10 circumstantial), Confirmé 50 (+20), Expert 80 (+30); Maître and secret techniques: cost set by the GM on the item.</p>
<p>${R("R-PP-7")} <strong>Test</strong> ${I}: the skill level is added to one die; the die is a world setting (default 1d100); specialisation bonuses apply when their circumstance does.</p>`,
    },
  ];
}
