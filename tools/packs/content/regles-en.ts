/**
 * "Altherion rules" — the English rules reference, one page per chapter of RULES.md (1–14).
 * Game terms use the English words of GLOSSARY.md (the same words as the English interface);
 * links show the English names of the linked documents (the names the Babele translation gives them).
 */
import type { Chapter, Links } from "./regles-types";

const R = (id: string) => `<strong>${id}</strong>`;
const I = `<em>[I]</em>`;

export function chaptersEn(l: Links): Chapter[] {
  return [
    {
      title: "1. Characteristics",
      html: `<p><em>This journal states the rules of Altherion as the system applies them. Each rule links to the section that states it. ${I} marks an <strong>interpretation</strong> chosen where the original notes are silent or ambiguous; each one can be changed in a single place by the GM.</em></p>
<h2>The grid</h2>
<p>${R("R-CAR-1")} Nine <strong>main characteristics</strong> sit on a 3 × 3 grid. The columns are <strong>Body</strong>, <strong>Soul</strong> and <strong>Mind</strong>; the rows are <strong>Impact</strong>, <strong>Resilience</strong> and <strong>Finesse</strong>.</p>
<table>
<thead><tr><th>row \\ column</th><th>Body</th><th>Soul</th><th>Mind</th></tr></thead>
<tbody>
<tr><th>Impact</th><td>Strength</td><td>Power</td><td>Intellect</td></tr>
<tr><th>Resilience</th><td>Vigor</td><td>Charisma</td><td>Will</td></tr>
<tr><th>Finesse</th><td>Agility</td><td>Perception</td><td>Wisdom</td></tr>
</tbody>
</table>
<p>Strength is immediate muscular strength; Vigor, the body's stamina over time; Agility, physical precision. Power is the strength of the soul; Charisma, natural magnetism and the ability to motivate oneself; Perception, the senses and the ability to feel things. Intellect is reasoning and the use of knowledge; Will, mental resistance; Wisdom, flexibility and adaptation.</p>
<h2>Secondary characteristics</h2>
<p>${R("R-CAR-2")} The six <strong>secondary characteristics</strong> ("scores") are the three columns and the three rows. ${I} Each score is the mean of its three main characteristics, rounded down.</p>
<p>${R("R-CAR-3")} <strong>Origin</strong> is a separate integer (default 0, may be negative). ${I} It adds to Harmony.</p>
<p>${R("R-CAR-4")} Column scores are passive. Body gives the damage bonus of physical attacks, resistance to physical wounds and the restoration of Vitality; Soul does the same for magical and spiritual harm and for Energy; Mind for social and psychic harm and for Confidence. ${I} The notes' Endurance, Mana and Détermination are read as Vitality, Energy and Confidence.</p>
<p>${R("R-CAR-5")} Row scores give spendable <strong>points</strong>, each in its own pool whose maximum is the score:</p>
<ul>
<li><strong>Impact points</strong>: spend 1 for one <em>overpower die</em> (${R("R-DICE-4")}). All are regained when an important objective is reached or a new one appears (the GM decides).</li>
<li><strong>Resilience points</strong>: spent against critical effects (${R("R-CRIT-2")}); also the "resistance against death". All are regained on a rest taken with no scars and no wounds.</li>
<li><strong>Finesse points</strong>: pay for secondary actions such as defending (${R("R-FIGHT-2")}). All are regained at each new round (the notes' <em>tour</em>, ${R("R-INT-1")}). Finesse is also the initiative (${R("R-FIGHT-1")}).</li>
</ul>
<p>The maximum of each pool is the row score computed from the <strong>effective</strong> characteristics (${R("R-CAR-7")}): the sheet, every refill, every rest and every validation use that one maximum.</p>
<p>${R("R-CAR-6")} Creation bounds: every main characteristic starts at 2; its maximum is 8 plus the species' bonus for its favored characteristics (${R("R-CREA-1")}). The average is 5 for a hero (<em>Héros</em>) and 3 for a legacy character (<em>Héritage</em>).</p>
<h2>Effective characteristics</h2>
<p>${R("R-CAR-7")} <strong>Effective characteristics</strong> = the base (bought) value + species and lineage bonuses and penalties (${R("R-CREA-1")}) + Active Effects. Every rule that reads a characteristic or a score (secondary scores, Might, Harmony, point pools, rest amounts, rolls, defenses, speeds, prerequisites) reads the effective value. Only creation costs (${R("R-CREA-2")}), creation caps (${R("R-CAR-6")}) and XP purchases (${R("R-XP-3")}) read the base value. One function computes the effective values; nothing else recomputes them.</p>
<p>The notes also give each column a role in "resistance" and "restoration" (${R("R-CAR-4")}) without a number: ${I} the system applies no automatic effect for those two roles (Resistance comes from armor and Active Effects, restoration from ${R("R-CON-8")}).</p>`,
    },
    {
      title: "2. Integrity",
      html: `<p>${R("R-INT-1")} <strong>Combativeness</strong>: actions (turns) per round, minimum 1, maximum 5. The notes' <em>tour</em> is the <strong>round</strong>: "La Combativité donne le nombre d'Actions par tour"; each of a creature's actions in the round is one of its <em>turns</em> ("tour de jeu supplémentaire").</p>
<p>${R("R-INT-2")} <strong>Might</strong>, the character's strengths: the highest column score plus the highest row score.</p>
<p>${R("R-INT-3")} <strong>Harmony</strong>, its weaknesses and balance: the lowest column score plus the lowest row score plus Origin.</p>
<p>${R("R-INT-4")} <strong>Exaltation</strong> is the character's tier, 1 to 9. It drives the constitutions (${R("R-CON-2")}) and the personal Hope and Despair caps (${R("R-MORAL-7")}).</p>`,
    },
    {
      title: "3. Skills, expertises and languages",
      html: `<p>${R("R-SK-1")} Skill levels run from 0 to 10. Skills are data, not code: the GM can add, rename and remove skills and expertises. The default list, by category:</p>
<ul>
<li><strong>Combat</strong>: ${l.sk("Adresse")}, ${l.sk("Bagarre")}, ${l.sk("Mêlée")}, ${l.sk("Rigidité")}, ${l.sk("Tir")}.</li>
<li><strong>Practical</strong>: ${l.sk("Artisanat")}, ${l.sk("Animalisme")}, ${l.sk("Conduite")}, ${l.sk("Empathie")}, ${l.sk("Enquête")}, ${l.sk("Expression")}, ${l.sk("Furtivité")}, ${l.sk("Focalisation")}, ${l.sk("Intuition")}, ${l.sk("Médecine")}, ${l.sk("Occulte")}, ${l.sk("Réflexion")}, ${l.sk("Sorcellerie")}, ${l.sk("Sport")}, ${l.sk("Vigilance")}.</li>
<li><strong>Knowledge</strong> (never rolled; they state a degree of knowledge): ${l.sk("Apparence")}, ${l.sk("Cosmologie")}, ${l.sk("Droit")}, ${l.sk("Économie")}, ${l.sk("Histoire")}, ${l.sk("Nature")}, ${l.sk("Religion")}, ${l.sk("Sciences")}, ${l.sk("Technologie")}, ${l.sk("Urbanisme")}.</li>
<li><strong>Languages</strong> (never rolled): see ${R("R-SK-6")} below.</li>
</ul>
<p>Each skill lists example <strong>expertises</strong> from the notes (Melee: light blades, heavy blades, axes, spears, maces). A character owns expertises one by one and may add custom ones.</p>
<p>${R("R-SK-2")} When an expertise applies, the character is "expert in the roll": +1d10 is added to the result. That die never explodes, never implodes and never counts for criticals (${R("R-DICE-6")}).</p>
<p>${R("R-SK-3")} When a situation uses several skills at once, the <strong>lowest</strong> level is used.</p>
<p>${R("R-SK-4")} Skills also serve as prerequisites for aptitudes and classes.</p>
<p>${R("R-SK-5")} Knowledge skills are not rolled: the sheet shows the degree of knowledge. Certain subjects need an expertise: the sheet shows the degree for general subjects and, for each owned expertise, the degree on that subject; a subject that needs an expertise the character lacks is "Untrained".</p>
<p><strong>Never rolled</strong> means no roll path offers them: not the sheet, the roll dialog's skill list, hotbar macros, roll links, the GM's request tool nor the API (a clear refusal).</p>
<h2>Languages</h2>
<p>${R("R-SK-6")} A language has a level from 0 to 10, each with its descriptor: 1, basic formulas; 2, general terms (the primary colors, say); 3, speaking correctly with someone who knows the language; 4, a simple conversation with a very bad accent; 5, idioms; 6, nearly fluent with a bad accent; 7, the level of a regular speaker; 8, rare words; 9, very formal language; 10, perfect command. An expertise in a language means knowing its writing system.</p>
<p>The two lists of the notes are merged, with the later list's names (Northern is the first list's Nordique, Tropical its Toxanacl): ${l.lg("Atlante")}, ${l.lg("Central")}, ${l.lg("Draconique")}, ${l.lg("Géant")}, ${l.lg("Méridional")}, ${l.lg("Occidental")}, ${l.lg("Oriental")}, ${l.lg("Primordial")}, ${l.lg("Septentrional")}, ${l.lg("Tropical")}, ${l.lg("Mashaya")}, ${l.lg("Aquatique")} — plus ${l.lg("Vrai Primordial")}, a magical language ("dependent on magic") whose level can never exceed the character's Primordial level and which has its own purchase base.</p>
<p>"Les parler demande de la pratique (sans xp)": languages rise by practice, never by XP (the GM raises them). <strong>True Primordial ≤ Primordial</strong> is enforced: an update that breaks it is refused with a message, at creation and in play. Every language carries a "Writing" expertise to tick.</p>
<h2>Skill keys</h2>
<p>${R("R-SK-7")} A skill is identified by a stable <strong>key</strong> (e.g. <code>rigidite</code>, <code>melee</code>, <code>vrai-primordial</code>) held in its data, never by its displayed name: defenses, grapples, weapons and spells naming their skill, prerequisites, roll links, XP usage and the request tool all match keys, so a translated or renamed skill (Babele, a GM's own names) keeps working. A GM-made skill gets a key from its name when it is created.</p>`,
    },
    {
      title: "4. Constitutions, harm and rest",
      html: `<p>${R("R-CON-1")} Three <strong>constitutions</strong>: <strong>Vitality</strong> (health), <strong>Energy</strong> (the reserve for special actions) and <strong>Confidence</strong> (the motivation to act and argue). Each has a maximum, a current value (0 to max), <strong>scars</strong> (0 to max), <strong>temporary points</strong> (they absorb damage first) and a <strong>stabilized</strong> flag. <strong>Wounds</strong> are max − value. The value never exceeds max − scars.</p>
<p>${R("R-CON-2")} max = Exaltation × Base + bonus share. Each constitution has a <strong>Base</strong> (<em>Prémice</em>), set at creation (default 15). The Exaltation bonus is a total to distribute among the three (${I} by default one third each; every value in the table divides by 3). That default split is applied automatically whenever Exaltation changes, unless the player has chosen to distribute the bonus by hand; the sheet shows any part of the bonus not yet distributed.</p>
<table>
<thead><tr><th>Exaltation</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th><th>9</th></tr></thead>
<tbody>
<tr><th>bonus per step</th><td>0</td><td>0</td><td>+15</td><td>+15</td><td>+30</td><td>+30</td><td>+45</td><td>+60</td><td>+120</td></tr>
<tr><th>total bonus</th><td>0</td><td>0</td><td>15</td><td>30</td><td>60</td><td>90</td><td>135</td><td>195</td><td>315</td></tr>
<tr><th>total of the three (Bases summing to 45)</th><td>45</td><td>90</td><td>150</td><td>210</td><td>285</td><td>360</td><td>450</td><td>555</td><td>720</td></tr>
</tbody>
</table>
<p>${R("R-CON-3")} Damage ${I}: lethal damage first consumes temporary points, then lowers the value; what exceeds the value (past 0) becomes scars. Non-lethal damage never adds scars and gets no damage bonus; a non-lethal attack on a creature in Agony only removes one Resilience point (all of them on a critical success).</p>
<p>${R("R-CON-4")} Instant thresholds: taking, in one attack, damage at least equal to max Vitality means <strong>death</strong>; to max Energy, <strong>unconsciousness</strong>; to max Confidence, <strong>discouragement</strong>.</p>
<p>${R("R-CON-5")} Scars reaching max with no temporary points and not stabilized: Vitality, <strong>death</strong>; Energy, ${l.etat("Inconscience", "Unconscious")} (falls, cannot interact); Confidence, ${l.etat("Découragement", "Discouragement")} (1 weakness die on every roll).</p>
<p>${R("R-CON-6")} ${l.etat("Péril (Vitalité)", "Peril")}: a constitution at 0 is in peril until stabilized. At the start of each round — once per round, at the creature's first turn of that round — for each constitution in peril, roll a Resilience test (${I} one die, D = 0, plus the Resilience score) against a difficulty equal to its scars; ${I} on a failure, gain scars equal to the margin of failure (at least 1).</p>
<p>${R("R-CON-7")} ${l.etat("Agonie", "Agony")}: reaching 0 Vitality with no Agony gives 1; each full round at 0 unstabilized adds 1 (once per round, not once per turn). Every roll's difficulty rises by the Agony. It is lost after a rest if stable. Special states ignore it.</p>
<h2>Rest</h2>
<p>${R("R-CON-8")} <strong>Rest ranks</strong> (what each rest restores to each constitution): <strong>quick</strong> = Might + Harmony; <strong>normal</strong> = Might; <strong>hard</strong> = Harmony; <strong>very hard</strong> = 1; <strong>impossible</strong> = 0 (${I} "Alter de X" read as X). ${I} One rest of a constitution: while the value is below max − scars, it rises by the normal amount, capped there; once it reaches max − scars and scars remain, the rest instead removes the hard amount of scars and raises the value by as much. Sleeping or eating badly: one rank worse (for both steps). A whole day of rest: one rank better. Each Exhaustion point: 1 less restored per constitution per rest (never below 0).</p>
<p>${R("R-CON-9")} <strong>Regenerations</strong> happen at the end of each round (once per round, at the end of the creature's last turn of that round); an action can force one early, but forcing adds the regenerated amount to the character's grave damage (scars). Forcing is a button (in combat it costs one of the creature's actions).</p>
<p>${I} A turn that the combat tracker skips (the GM jumps ahead) triggers none of ${R("R-CON-6")}, ${R("R-CON-7")} and ${R("R-CON-9")}.</p>`,
    },
    {
      title: "5. The test roll",
      html: `<p>${R("R-DICE-1")} Altherion uses only d10s. The GM names a characteristic, a skill and a <strong>complexity</strong>; a target <strong>difficulty</strong> is optional.</p>
<p>${R("R-DICE-2")} <strong>Mastery dice</strong>: D = skill − complexity. Roll |D| + 1 d10. If D ≥ 0 keep the highest, otherwise keep the lowest.</p>
<p>${R("R-DICE-3")} <strong>Retained dice</strong>: all dice of the pool that show the kept value (ties are all retained).</p>
<p>${R("R-DICE-4")} <strong>Power dice</strong> ${I}: P = overpower − weakness (they cancel one for one). If P &gt; 0, roll P <em>overpower dice</em>; the kept value becomes the highest of the mastery kept value and those dice. If P &lt; 0, roll |P| <em>weakness dice</em>; the kept value becomes the lowest. The retained dice are then all dice, among the mastery retained dice and the power dice, that show the final kept value.<br />Sources: +1 overpower die per Impact point spent, +1 in any special state (${R("R-STATE-1")}); −1 (a weakness die) per Exhaustion point, in ${l.etat("Découragement", "Discouragement")}, in ${l.etat("Descente", "Comedown")} and from some injuries.</p>
<p>${R("R-DICE-5")} <strong>Explosions and implosions</strong>: if the kept value is a natural 10, each retained die starts one explosion chain: roll a d10 and add it; while that die shows 10, roll again and add. If the kept value is a natural 1, each retained die starts one implosion chain: roll a d10 and subtract it; while that die shows 10, roll again and subtract.</p>
<p>${R("R-DICE-6")} <strong>Total</strong> = kept value + explosions − implosions + expertise die (${R("R-SK-2")}) + characteristic value + flat bonuses (e.g. +1 per Hope spent). The roll succeeds when the total reaches the difficulty plus the Agony; the margin is the difference.</p>
<p>${R("R-DICE-7")} <strong>Criticals</strong>: a critical success when the kept value reaches the critical-success threshold (default 10); a critical failure when it is at most the critical-failure threshold (default 1). Aptitudes may widen either range; explosions and implosions stay tied to natural 10 and natural 1. A Hope point declared to cancel a critical failure removes its implosions and its critical effect.</p>
<p>${R("R-DICE-8")} Dice order (for scripted dice in tests): mastery dice, then power dice, then the expertise die, then each chain in turn, each to its end.</p>
<p>${R("R-DICE-9")} Points are declared before the roll. ${I} Despair's narrow success (${R("R-MORAL-3")}) is offered as a button on a failed roll's chat card.</p>
<p>${R("R-DICE-10")} <strong>Player versus player</strong>: only the attacker's roll gets the mastery difference, advantages and criticals; the defender rolls a plain die and is immune to its own criticals but suffers the attacker's.</p>
<p>${R("R-DICE-11")} <strong>Every test</strong> takes the actor's standing modifiers: the power dice of ${R("R-DICE-4")} (Exhaustion, states, Discouragement, Comedown, injuries) and Agony's difficulty rise (${R("R-CON-7")}). ${I} That includes the initiative test (power dice only: it has no difficulty) and the Peril test. A test's pool never exceeds 50 mastery dice nor 20 power dice; beyond that, the roll is refused with a message before any point is spent. Nothing is spent for a roll that is not made.</p>`,
    },
    {
      title: "6. Morale",
      html: `<p>${R("R-MORAL-1")} A <strong>group</strong> holds the Morale: Hope and Despair points, at most one per member in total. When a point cannot be gained because the Morale is full, one point of the other kind is removed instead.</p>
<p>${R("R-MORAL-2")} <strong>Hope</strong> (group or personal): +1 to a roll's result; cancel a critical failure; use Might instead of a main characteristic, or Harmony instead of a secondary characteristic.</p>
<p>${R("R-MORAL-3")} <strong>Despair</strong>: enter ${l.etat("Acharnement", "Relentlessness")}; turn a failed roll into a narrow success with a negative consequence; every character gains 1 Fortune and the GM gains 1 Doom.</p>
<p>${R("R-MORAL-4")} <strong>Galvanization</strong> (the Morale is all Hope): a character may enter ${l.etat("Flamboyance", "Blaze")}; a character may take a Hope gain personally; unanimously, the group spends all its Hope on a <strong>feat</strong>: roll 1d10, the GM sets the difficulty.</p>
<p>${R("R-MORAL-5")} <strong>Torment</strong> (the Morale is all Despair): a Despair gain goes to a character; if no one can take it, every member takes 1 Frailty; characters with personal points cannot use the Morale; unanimously, the group spends all its Despair on a feat: roll 2d10, the best die is the feat's degree of success, the other the Frailty the group must share out.</p>
<p>${R("R-MORAL-6")} <strong>Lull</strong>: a character is calm when the group Morale is empty and it holds no personal Hope or Despair; it may then enter ${l.etat("Apaisement", "Serenity")} (${R("R-STATE-5")}).</p>
<p>${R("R-MORAL-7")} Personal caps: ${I} Exaltation ÷ 2, rounded down, Hope points, and as many Despair (the notes write [Exaltation/2]; rounding down is an interpretation, kept in one constant). Excess Hope is lost; excess Despair goes to the group.</p>
<p>${R("R-MORAL-8")} Personal points are gained when the GM grants them (a GM-only control on the character and in the Morale panel), and when Galvanization or Torment send a group gain to a character: the gain offers the members who can take it, and the GM (or the group) picks one.</p>`,
    },
    {
      title: "7. Character creation",
      html: `<p>${R("R-CREA-1")} Choose a <strong>species</strong>: characteristic bonuses and penalties, favored characteristics (which raise the cap of ${R("R-CAR-6")}), innate aptitudes and acquirable species aptitudes. A <strong>lineage</strong> may swap one species bonus or penalty, with the GM's agreement.</p>
<p>${R("R-CREA-2")} The budget is <strong>75 points</strong> (a world setting; "a normal character"). Costs:</p>
<table>
<thead><tr><th>Purchase</th><th>Cost</th></tr></thead>
<tbody>
<tr><td>Characteristic +1</td><td>1</td></tr>
<tr><td>Skill +1</td><td>2</td></tr>
<tr><td>Expertise</td><td>1</td></tr>
<tr><td>Combativeness +1</td><td>5</td></tr>
<tr><td>Founding class</td><td>3</td></tr>
<tr><td>Founding aptitude</td><td>1</td></tr>
<tr><td>Acquired species aptitude</td><td>1</td></tr>
<tr><td>Edge</td><td>X</td></tr>
<tr><td>Flaw</td><td>gives back X</td></tr>
</tbody>
</table>
<p>Languages are skills and cost 2 per level like any skill, except ${I} one <strong>native language</strong>, chosen at creation, free up to a world-setting level (default 8); levels above it cost as usual. A lineage's swap (${R("R-CREA-1")}) is a choice on the sheet, not an edit of the species.</p>
<p>Species bonuses and innate aptitudes are free. The sheet shows the points spent and left, and flags an over-spend or a characteristic over its cap; it never silently blocks the GM. The examples compendium holds two species, two founding classes and two ready-made characters, such as ${l.exemple("Maëlle Dorlan")}.</p>`,
    },
    {
      title: "8. Criticals and aggravation",
      html: `<p>${R("R-CRIT-1")} The victim of a critical (a critical success against it, or its own critical failure) gains 1 <strong>Aggravation</strong> level. ${I} Aggravation returns to 0 after a full rest.</p>
<p>A defender that critically fails its defense roll is the victim of its own critical (outside player versus player, ${R("R-DICE-10")}). A defense that avoids the blow also avoids the attacker's critical: the card then offers no aggravation for it. A critical failure of an attack with no difficulty misses.</p>
<p>${R("R-CRIT-2")} It may spend Resilience points equal to its new Aggravation level to avoid the effect. Otherwise it rolls 1d10 on the table of its current <strong>Frailty</strong>:</p>
<table>
<thead><tr><th>Frailty</th><th>d10 → effect</th></tr></thead>
<tbody>
<tr><td>${l.table(0, "0")}</td><td>1–5 Weakening: +1 Frailty · 6–10 Protection: nothing</td></tr>
<tr><td>${l.table(1, "1")}</td><td>1–5 Weakening: +1 Frailty · 6–8 Disarmed: loses its weapon, or its armor gets a flaw · 9–10 Off balance: falls prone</td></tr>
<tr><td>${l.table(2, "2")}</td><td>1–6 Gash: +1 Frailty and a scar on the face or torso · 7–9 Broken bones: 1 weakness die on rolls using that limb · 10 Damaged gear: a piece of equipment is damaged</td></tr>
<tr><td>${l.table(3, "3")}</td><td>1 Stomach: +1 Agony (kept until healed) and +1 Frailty · 2–4 Arm tendons: the arm is unusable until healed, +1 Frailty · 5–7 Leg tendons: the leg is unusable, +1 Frailty · 8–10 Ear: 1 weakness die on hearing Perception</td></tr>
<tr><td>${l.table(4, "4")}</td><td>(all: +1 Frailty) 1–2 Rib cage: restoration of Vitality and Energy one rank worse · 3–4 Eye: 1 weakness die on sight Perception and depth vision · 5–7 Arm: loses an arm · 8–10 Leg: loses a leg</td></tr>
<tr><td>${l.table(5, "5")}</td><td>death: 1–2 Head · 3–4 Beheading · 5–6 Chest · 7–8 Heart · 9–10 Neck</td></tr>
</tbody>
</table>
<p>The effects are physical; the GM may find equivalents (spiritual, social). Lasting injuries are tracked as ${l.entry("etats", "Conditions", "conditions")}.</p>
<p>${R("R-CRIT-3")} At 0 Vitality a victim <strong>of a critical</strong> also falls unconscious for as many rounds as the higher of its Aggravation and its Agony, unless woken or helped. Reaching 0 Vitality without a critical does not start it; the count is in rounds.</p>
<p>${R("R-CRIT-4")} A defender's critical success gives it a potential <strong>riposte</strong>.</p>
<p>${R("R-CRIT-5")} Frailty 6 = death. ${I} Frailty is the notes' "Seuils" (thresholds) lowered during downtime (${R("R-XP-6")}).</p>`,
    },
    {
      title: "9. Combat",
      html: `<p>${R("R-FIGHT-1")} <strong>Initiative</strong> ${I}: a test with D = 0 (one d10, explosions apply) plus the Finesse score. Everyone acts in initiative order; then everyone with Combativeness 2 or more takes one more turn, then those with 3 or more, and so on until all actions are spent. The whole sequence is one round (the notes' <em>tour</em>).</p>
<p>${R("R-FIGHT-2")} <strong>Defenses</strong> (each costs ${I} 1 Finesse point):</p>
<ul>
<li>${l.action("Blocage", "Block")}: ${l.sk("Rigidité")} + Vigor; armor lets its value replace Vigor, a shield lets Strength replace it. Always usable against normal attacks, but the defender takes the full blow and its risk of grave wounds.</li>
<li>${l.action("Esquive", "Dodge")}: ${l.sk("Adresse")} + Agility (the lower of Agility and Perception against a hidden attack). Only mitigates explosions (area attacks), never avoids them fully.</li>
<li>${l.action("Parade", "Parry")}: ${l.sk("Bagarre")} or ${l.sk("Mêlée")} + Agility (the lower of Strength and Agility against ranged weapons — the notes say "Dextérité", read as Agility). Useless against explosions.</li>
</ul>
<p>${R("R-FIGHT-3")} <strong>Damage</strong> ${I}: weapon damage + the attack's column score (Body for physical, Soul for magical, Mind for social) on a lethal hit; then the target's <strong>Cancellation</strong> cancels all of it if the attack total is below the Cancellation value; then <strong>Resistance</strong> subtracts its value. Physical damage goes to Vitality, magical and spiritual to Energy, social and psychic to Confidence.</p>
<p>${R("R-FIGHT-4")} ${l.action("Confrontation réactive", "Reactive clash")}: when a creature answers an attack with an attack, neither may defend; the winner deals full damage, the loser (if still conscious) half.</p>
<p>${R("R-FIGHT-5")} <strong>Grapples</strong> (the notes: "peut être utilisée avec la Dextérité ou l'Agilité"; ${I} ${l.sk("Bagarre")} with Strength or Agility, as the player describes the hold): ${l.action("Étreinte", "Hold")} (immobilize; escape with Strength or Agility), ${l.action("Mise au sol", "Takedown")} (knock prone or unbalance; damage from Strength), ${l.action("Projection", "Throw")} (forced move; the farther, the less damage; base damage from Strength). Hard on much bigger or heavier targets.</p>
<p>${R("R-FIGHT-6")} <strong>Exhaustion</strong>: 0 to 5, death at 6. Gained by totally exhausting actions or by going without rest. Each point gives 1 weakness die on every roll and −1 restoration per constitution per rest. Lose 1 after a full rest of [Exhaustion] days (and it is erased in a minor downtime, ${R("R-XP-6")}).</p>
<p>${R("R-FIGHT-7")} <strong>Speeds</strong> (all from Agility, durations from Vigor): travel, Agility km/h for Vigor hours; run, 2 × Agility km/h for Vigor minutes; sprint, 3 × Agility km/h for 5 × Vigor seconds; combat move, 2 × Agility m per round; combat run, 4 × Agility m per round (the notes' "turn" here is their <em>tour</em>, the round). The sheet shows the speeds; the token ruler uses the combat move and run.</p>`,
    },
    {
      title: "10. Experience",
      html: `<p>${R("R-XP-1")} <strong>Awards</strong> after each narrative arc, per the GM's checklist:</p>
<ul>
<li><strong>Danger</strong>: 1 (very low) to 5 (deadly).</li>
<li><strong>Player balance</strong>: 1 if everyone was active; +1 if no one monopolized speech (+1 more if everyone spoke in a balanced way); +1 if the group acted in a coordinated way; +1 for constructive suggestions about the story.</li>
<li><strong>Ingenuity</strong>: 1 if the arc was finished; +1 for the wanted outcome; +1 for a good idea; +1 for correct deductions; +1 if the arc was a challenge other than danger.</li>
<li><strong>Player bonus</strong>: 2 for taking part; +1 for fun; +1 for interesting role-play; +1 for curiosity.</li>
<li><strong>End of chapter or act</strong>: 1 for a chapter, 2 for an act; +1 if most main objectives were met; +1 if it was hard; +1 for a satisfying end.</li>
<li><strong>Time of the arc in game</strong> ${I}: multiplies the sum of the five lines above: ×1 hours, ×2 days, ×3 weeks, ×4 months, ×5 years.</li>
<li><strong>Optional objectives</strong>: +1 each, added after the multiplication.</li>
</ul>
<p>So XP = (danger + balance + ingenuity + bonus + ending) × time + optional objectives, where each "+1" counts only when its condition holds, "+1 more if perfectly balanced" only together with "no one monopolized speech", and the ending's +1s only when a chapter or an act ended.</p>
<p>${R("R-XP-2")} <strong>Downtime XP</strong>: 1 per week; self-training strain +1 if the character inflicts itself 20 grave wounds (at most 1 per week); multiplied by the trainer: ×1 free training, ×2 a superior, ×3 a very good superior, ×4 an expert in what it teaches, ×5 a master at the peak of its art.</p>
<p>${R("R-XP-3")} <strong>Spending</strong> (only during training, with a Hope point, or on receipt; only on what was used during the arc; a knowledge skill only with the means to improve it): characteristic +1, 5 XP, once per characteristic per act · skill +1, 10 XP, once per skill per act, and only if an opposition had a level at least equal to the skill's · Combativeness +1, 25 XP, once per act ("1 fois … par acte narratif"), if it faced a more combative enemy or nearly died · forgotten domain, 25 XP, once per skill per act, and only if an opposition had a level at least equal to the skill's · aptitude: founding 10, superior 15, heroic 20, legendary 30, supreme 50 · specialty, 5 XP.</p>
<p>"With a Hope point": spending outside training and receipt costs 1 Hope, paid as the spends of ${R("R-MORAL-2")} are (personal first, else the group's; the Torment and Serenity rules apply); without a point to pay, that moment is refused. A knowledge skill needs only the GM's "has the means to improve it" mark for the arc (a teacher, a book, a discovery); it is never "used" by rolling.</p>
<p>${R("R-XP-4")} Classes cost no XP: a new class needs a major downtime with a trainer; a branch of an owned class, a medium downtime; an aptitude of a class not owned, a minor downtime, a trainer and its XP cost.</p>
<p>${R("R-XP-5")} <strong>Training time</strong>: characteristic, 1 month (3 weeks with a trainer, 2 weeks with an educational trainer on its domains); skill, 4 months (3, 2); specialty, 1 month (3 weeks, 2 weeks); forgotten domain, 1 year (9 months, 6 months with a specialized trainer).</p>
<p>${R("R-XP-6")} <strong>Downtime</strong>: <em>minor</em> (a few days to about a week): learn an aptitude of a non-owned class with a teacher; rest to erase Exhaustion; spend XP in training. <em>Medium</em> (about two weeks to two months): spend XP; learn a branch of an owned class; lower Frailty X − 1 times (X = weeks of rest ÷ 2). <em>Major</em> (three months or more): gain a class whose prerequisites are met, with a trainer; lower Frailty X times; spend XP.</p>
<p>${R("R-XP-7")} The system records, per arc and act, what each character <strong>used</strong> (skills and characteristics rolled, oppositions faced) so the spending rules above can be checked; the GM can override.</p>`,
    },
    {
      title: "11. Special states",
      html: `<p>${R("R-STATE-1")} ${l.etat("Règles communes", "Common rules")} of all special states: they last a scene (or until the adrenaline drops); +1 overpower die on every roll; ignore the Agony and "Cancellation" penalties; leftover experience may be distributed. "Cancellation" is defined nowhere in the notes: ${I} no rule uses it (not to be confused with Cancellation). "Leftover XP may be distributed": while in a special state, a character may spend its unspent XP as if training (a fourth spending moment of ${R("R-XP-3")}, with the same gates).</p>
<p>${R("R-STATE-2")} ${l.etat("La Zone", "The Zone")}: entered when an overpower die shows 10 and its explosion die shows 10 too. Extra: the player may ask the GM for something, as a realization of the character. Ends with no after-effect.</p>
<p>${R("R-STATE-3")} ${l.etat("Acharnement", "Relentlessness")}: spend 1 Despair in a stressful situation. Ends with +1 Frailty and Comedown; scars become equal to wounds (a stable character stays stable).</p>
<p>${R("R-STATE-4")} ${l.etat("Flamboyance", "Blaze")}: spend 1 Hope while the group is Galvanized. Ends with +1 Frailty and Comedown.</p>
<p>${R("R-STATE-5")} ${l.etat("Apaisement", "Serenity")}: the character is calm (${R("R-MORAL-6")}). Extra: it may use Hope or Despair effects without spending; each use adds one point of the opposite kind to the group Morale; not usable when the Morale is full, and it cannot use the Morale's points. Ends with Comedown.</p>
<p>${R("R-STATE-6")} ${l.etat("Descente", "Comedown")}: instead of the state bonuses, 1 weakness die on every roll; ends after a full rest.</p>
<p>${R("R-STATE-7")} Also tracked as <strong>conditions</strong>: Peril (per constitution), Agony, Unconscious, Discouragement, prone, disarmed, and the lasting injuries of ${R("R-CRIT-2")}. All are described in the states and conditions compendium (${l.entry("etats", "États spéciaux", "Special states")} and ${l.entry("etats", "Conditions")}), with the status to toggle from the token HUD.</p>`,
    },
    {
      title: "12. Spells",
      html: `<p>These rules are played, not only computed: casting a healing spell on a target fills the test from ${R("R-SPELL-1")} and its success heals that target; an area spell rolls once per target (or per group the caster chooses); the roll dialog of a spell offers the options of ${R("R-SPELL-3")} with their effect on the pool and the spell points.</p>
<p>${R("R-SPELL-1")} ${l.action("Sort de guérison", "Healing")}: the difficulty is the number of wounds healed; the complexity depends on the target's scars (see the ${l.table("guerison", "healing-complexity table")}): 1 no scars · 2 at least one · 3 at least a tenth of max · 4 at least a fifth · 5 at least a quarter · 6 at least half · 7 at least three quarters. +1 complexity for each of: the target is at 0 in that constitution; it is at 0 Resilience points; it is in Peril in that constitution.</p>
<p>${R("R-SPELL-2")} ${l.action("Sort de zone", "Area")}: one roll per character or group of characters affected.</p>
<p>${R("R-SPELL-3")} ${l.action("Incanter", "Incantation")}: casting takes a whole turn, with nothing else meanwhile. Combativeness may be spent to: ${l.action("Concentration", "focus")} (+1 die, keep the best; cumulative); make the ${l.action("Gestes", "gestures")} (+ the spell points, once; less if hampered); speak the ${l.action("Paroles", "words")} (+ the spell points, once; less if muffled); use material ${l.action("Composantes matérielles", "components")} (+ the spell points, once, scaled by their value); ${l.action("Surcharge", "overcharge")} the spell (pay the cost twice: + the spell points, once).</p>`,
    },
    {
      title: "13. Fortune, Doom, Karma, Legend",
      html: `<p>${R("R-FORT-1")} <strong>Fortune</strong>: the GM may grant 1 on a critical success it has no use for; at most 5 per player; spent with the GM's agreement for luck or a bonus on a luck roll. In play: a GM-only "grant 1 Fortune" on a critical success's card; ${I} a player declares Fortune before a roll as it declares Hope: +1 to the result per point, shown on the card so the GM can agree or refuse (refusing gives the point back).</p>
<p>${R("R-FORT-2")} <strong>Doom</strong>: the GM gains 1 (occasionally) on a player's critical failure on a voluntary roll, or through Despair; at most 5; spent to worsen a situation or impose a penalty on luck rolls. In play: a GM-only "take 1 Doom" on a voluntary roll's critical failure card; the GM spends it from the group sheet or the Morale panel (${I} −1 to the next roll of a chosen character, shown on that card).</p>
<p>${R("R-FORT-3")} <strong>Karma</strong>: a purity value raised by actions and intentions good for humanity and lowered by harmful ones; readable only by those able to (${I} hidden from players by default).</p>
<p>${R("R-FORT-4")} <strong>Legend</strong>: how memorable the character is; it uses Impact (free text and a value).</p>`,
    },
    {
      title: "14. Alternative ruleset: progression points",
      html: `<p>Chosen in the world settings. In this mode skills run from 0 to 100 and improve by spending progression points (PP) instead of XP.</p>
<p>${R("R-PP-1")} <strong>Degrees</strong>: 0 Untrained · 1–30 Novice · 31–60 Adept · 61–90 Expert · 91–100 Master. A degree is <strong>complete</strong> at its top level (30, 60, 90, 100).</p>
<p>${R("R-PP-2")} <strong>Level cost</strong>: raising a skill by one level costs the new level divided by 10, rounded up (0→1: 1; 14→15: 2; 90→91: 10). Cumulative from 0: 10 at 10, 30 at 20, 60 at 30, 100 at 40, 150 at 50, 210 at 60, 280 at 70, 360 at 80, 450 at 90, 550 at 100 (qualities not included). The source table prints 290 and 370 for 70 and 80: those two are addition slips (its own per-ten costs sum to 280 and 360, and its 450 and 550 agree with that); the costs, not the slips, are the rule.</p>
<p>${R("R-PP-3")} <strong>PP cap</strong>: PP are earned per skill (the GM awards them). A skill may not keep more PP than its level; the surplus must be spent on that skill at once or is lost.</p>
<p>${R("R-PP-4")} <strong>Qualities needed to enter a degree</strong>: Novice 0, Adept 1, Expert 2, Master 3, counted among the qualities in that skill's own list.</p>
<p>${R("R-PP-5")} <strong>Quality cost</strong> = base + step × qualities already owned (defaults 50 and 10, both world settings). It may be paid with PP from several skills, provided every one of them lists that quality.</p>
<p>${R("R-PP-6")} <strong>Specializations</strong>: a fixed cost by degree, available once the skill has that degree: Novice 20 PP (usually +10 circumstantial), Adept 50 (+20), Expert 80 (+30); Master and secret techniques: cost set by the GM on the item.</p>
<p>${R("R-PP-7")} <strong>Test</strong> ${I}: the skill level is added to one die; the die is a world setting (default 1d100); specialization bonuses apply when their circumstance does.</p>`,
    },
  ];
}
