/**
 * « Règles d'Altherion » — the French rules reference, one page per chapter of RULES.md (1–14),
 * each rule's id kept out of sight (tools/packs/rule-links.ts) and links to the other packs. Written in French, not translated
 * word for word: RULES.md is the authority, this is its faithful French rendering.
 */
import type { Chapter, Links } from "./regles-types";

const R = (id: string) => `<strong>${id}</strong>`;
const I = `<em>[I]</em>`;

/** French typography (GLOSSARY.md): no-break space before « : » and inside « », narrow no-break space before « ; ! ? ». */
const typo = (text: string) => text
  .replace(/ :/g, "\u00a0:")
  .replace(/ ([;!?])/g, "\u202f$1")
  .replace(/« /g, "«\u00a0")
  .replace(/ »/g, "\u00a0»");

export function chapitresFr(l: Links): Chapter[] {
  return chapitres(l).map((c) => ({ title: typo(c.title), html: typo(c.html) }));
}

function chapitres(l: Links): Chapter[] {
  return [
    {
      title: "1. Caractéristiques",
      html: `<p><em>Ce journal reprend les règles d'Altherion telles que le système les applique. Chaque renvoi à une règle mène à la section qui l'énonce. La mention ${I} signale une <strong>interprétation</strong> retenue là où les notes d'origine sont muettes ou ambiguës ; chacune est réglable en un seul endroit par le Conteur.</em></p>
<h2>La grille</h2>
<p>${R("R-CAR-1")} Neuf <strong>caractéristiques principales</strong> forment une grille de 3 × 3. Les colonnes sont le <strong>Corps</strong>, l'<strong>Âme</strong> et l'<strong>Esprit</strong> ; les lignes l'<strong>Impact</strong>, la <strong>Résilience</strong> et la <strong>Finesse</strong>.</p>
<table>
<thead><tr><th>ligne \\ colonne</th><th>Corps</th><th>Âme</th><th>Esprit</th></tr></thead>
<tbody>
<tr><th>Impact</th><td>Force</td><td>Pouvoir</td><td>Intellect</td></tr>
<tr><th>Résilience</th><td>Vigueur</td><td>Charisme</td><td>Volonté</td></tr>
<tr><th>Finesse</th><td>Agilité</td><td>Perception</td><td>Sagesse</td></tr>
</tbody>
</table>
<p>La Force est la puissance musculaire immédiate ; la Vigueur, l'endurance du corps sur la durée ; l'Agilité, la précision et la minutie physiques. Le Pouvoir est la puissance de l'âme ; le Charisme, le magnétisme et la capacité à se motiver soi-même ; la Perception, les sens et le ressenti. L'Intellect est la réflexion et l'usage des connaissances ; la Volonté, la résistance mentale ; la Sagesse, la souplesse d'esprit et l'adaptation.</p>
<h2>Caractéristiques secondaires</h2>
<p>${R("R-CAR-2")} Les six <strong>caractéristiques secondaires</strong> (les « scores ») sont les trois colonnes et les trois lignes. ${I} Chaque score vaut la moyenne de ses trois caractéristiques principales, arrondie à l'inférieur.</p>
<p>${R("R-CAR-3")} L'<strong>Origine</strong> est un entier à part (0 par défaut, il peut être négatif). ${I} Elle s'ajoute à l'Harmonie.</p>
<p>${R("R-CAR-4")} Les scores de colonnes sont passifs. Le Corps donne le bonus de dégâts des attaques physiques, la résistance aux blessures physiques et la restauration de la Vitalité ; l'Âme fait de même pour le magique et le spirituel, et pour l'Énergie ; l'Esprit pour le social et le psychique, et pour la Confiance. ${I} L'Endurance, le Mana et la Détermination des notes d'origine sont lus comme la Vitalité, l'Énergie et la Confiance.</p>
<p>${R("R-CAR-5")} Les scores de lignes donnent des <strong>points</strong> à dépenser, chacun dans sa propre réserve dont le maximum est le score :</p>
<ul>
<li><strong>Points d'Impact</strong> : 1 point dépensé donne un <em>dé de surpuissance</em> (${R("R-DICE-4")}). On les regagne tous quand un objectif important est atteint ou qu'un nouvel objectif se profile (c'est le Conteur qui le décide).</li>
<li><strong>Points de Résilience</strong> : ils se dépensent contre les effets critiques (${R("R-CRIT-2")}) et servent aussi de « résistance contre la mort ». On les regagne tous après un repos pris sans cicatrices ni blessures.</li>
<li><strong>Points de Finesse</strong> : ils paient les actions secondaires, comme se défendre (${R("R-FIGHT-2")}). On les regagne tous à chaque nouveau tour (${R("R-INT-1")}). La Finesse est aussi l'initiative (${R("R-FIGHT-1")}).</li>
</ul>
<p>Le maximum de chaque réserve est le score de ligne calculé à partir des caractéristiques <strong>effectives</strong> (${R("R-CAR-7")}) : la fiche, chaque recharge, chaque repos et chaque vérification utilisent ce seul maximum.</p>
<p>${R("R-CAR-6")} Bornes de création : chaque caractéristique principale commence à 2 ; son maximum est 8, plus le bonus de l'espèce pour ses caractéristiques favorites (${R("R-CREA-1")}). La moyenne est de 5 pour un <em>Héros</em> et de 3 pour un <em>Héritage</em>.</p>
<h2>Caractéristiques effectives</h2>
<p>${R("R-CAR-7")} Les <strong>caractéristiques effectives</strong> = la valeur de base (achetée) + les bonus et malus de l'espèce et de la lignée (${R("R-CREA-1")}) + les effets actifs. Toute règle qui lit une caractéristique ou un score (scores secondaires, Puissance, Harmonie, réserves de points, montants de repos, jets, défenses, vitesses, prérequis) lit la valeur effective. Seuls les coûts de création (${R("R-CREA-2")}), les plafonds de création (${R("R-CAR-6")}) et les achats en XP (${R("R-XP-3")}) lisent la valeur de base. Une seule fonction calcule les valeurs effectives ; rien d'autre ne les recalcule.</p>
<p>Les notes donnent aussi à chaque colonne un rôle de « résistance » et de « restauration » (${R("R-CAR-4")}) sans chiffre : ${I} le système n'applique aucun effet automatique pour ces deux rôles (la Résistance vient de l'armure et des effets actifs, la restauration de ${R("R-CON-8")}).</p>`,
    },
    {
      title: "2. Caractéristiques d'Intégrité",
      html: `<p>${R("R-INT-1")} La <strong>Combativité</strong> donne le nombre d'<strong>actions</strong> par <strong>tour</strong> : au minimum 1, au maximum 5. Le tour est celui du suivi de combat : chaque créature y agit autant de fois que sa Combativité, et chacune de ces fois est l'une de ses <strong>actions</strong> (« action supplémentaire » à partir de la deuxième).</p>
<p>${R("R-INT-2")} La <strong>Puissance</strong>, ce sont les points forts du personnage : le plus haut score de colonne plus le plus haut score de ligne.</p>
<p>${R("R-INT-3")} L'<strong>Harmonie</strong>, ce sont ses points faibles et son équilibre : le plus bas score de colonne plus le plus bas score de ligne, plus l'Origine.</p>
<p>${R("R-INT-4")} L'<strong>Exaltation</strong> est le palier du personnage, de 1 à 9. Elle détermine ses constitutions (${R("R-CON-2")}) et ses plafonds personnels d'Espoir et de Désespoir (${R("R-MORAL-7")}).</p>`,
    },
    {
      title: "3. Compétences, expertises et langues",
      html: `<p>${R("R-SK-1")} Le niveau d'une compétence va de 0 à 10. Les compétences sont des données, pas du code : le Conteur peut en ajouter, en renommer ou en retirer, ainsi que leurs expertises. La liste par défaut, par catégorie :</p>
<ul>
<li><strong>Combat</strong> : ${l.sk("Adresse")}, ${l.sk("Bagarre")}, ${l.sk("Mêlée")}, ${l.sk("Rigidité")}, ${l.sk("Tir")}.</li>
<li><strong>Pratiques</strong> : ${l.sk("Artisanat")}, ${l.sk("Animalisme")}, ${l.sk("Conduite")}, ${l.sk("Empathie")}, ${l.sk("Enquête")}, ${l.sk("Expression")}, ${l.sk("Furtivité")}, ${l.sk("Focalisation")}, ${l.sk("Intuition")}, ${l.sk("Médecine")}, ${l.sk("Occulte")}, ${l.sk("Réflexion")}, ${l.sk("Sorcellerie")}, ${l.sk("Sport")}, ${l.sk("Vigilance")}.</li>
<li><strong>Théoriques</strong> (jamais lancées : elles indiquent un degré de connaissance) : ${l.sk("Apparence")}, ${l.sk("Cosmologie")}, ${l.sk("Droit")}, ${l.sk("Économie")}, ${l.sk("Histoire")}, ${l.sk("Nature")}, ${l.sk("Religion")}, ${l.sk("Sciences")}, ${l.sk("Technologie")}, ${l.sk("Urbanisme")}.</li>
<li><strong>Langues</strong> (jamais lancées) : voir ${R("R-SK-6")} ci-dessous.</li>
</ul>
<p>Chaque compétence propose des exemples d'<strong>expertises</strong> tirés des notes (pour la Mêlée : Lames légères, Lames lourdes, Haches, Lances, Masses). Un personnage acquiert ses expertises une à une et peut en créer d'autres.</p>
<p>${R("R-SK-2")} Quand une expertise s'applique, le personnage est « expert dans le jet » : il ajoute 1d10 au résultat. Ce dé n'explose jamais, n'implose jamais et ne compte pas pour les critiques (${R("R-DICE-6")}).</p>
<p>${R("R-SK-3")} Quand une situation fait appel à plusieurs compétences à la fois, on retient le niveau le plus <strong>bas</strong>.</p>
<p>${R("R-SK-4")} Les compétences servent aussi de prérequis aux aptitudes et aux classes.</p>
<p>${R("R-SK-5")} Les compétences théoriques ne se lancent pas : la fiche affiche le degré de connaissance. Certains sujets demandent une expertise : la fiche affiche le degré pour les sujets généraux et, pour chaque expertise possédée, le degré sur ce sujet ; un sujet qui demande une expertise que le personnage n'a pas est « Ignorant ».</p>
<p><strong>Jamais lancées</strong> veut dire qu'aucun chemin de jet ne les propose : ni la fiche, ni la liste des compétences de la fenêtre de jet, ni les macros de la barre, ni les liens de jet, ni l'outil de demande du Conteur, ni l'API (qui refuse clairement).</p>
<h2>Langues</h2>
<p>${R("R-SK-6")} Une langue a un niveau de 0 à 10, chacun avec son descripteur : 1, les formules de base ; 2, les termes généraux (les couleurs primaires, par exemple) ; 3, parler correctement avec quelqu'un qui connaît la langue ; 4, une conversation simple avec un très mauvais accent ; 5, des expressions ; 6, presque couramment, avec un mauvais accent ; 7, le niveau d'un habitué ; 8, les mots rares ; 9, un langage très soutenu ; 10, la maîtrise parfaite. Une expertise dans une langue signifie que l'on connaît son système d'écriture.</p>
<p>Les deux listes des notes sont réunies, avec les noms de la seconde (le Septentrional est le Nordique de la première liste, le Tropical est le Toxanacl) : ${l.lg("Atlante")}, ${l.lg("Central")}, ${l.lg("Draconique")}, ${l.lg("Géant")}, ${l.lg("Méridional")}, ${l.lg("Occidental")}, ${l.lg("Oriental")}, ${l.lg("Primordial")}, ${l.lg("Septentrional")}, ${l.lg("Tropical")}, ${l.lg("Mashaya")}, ${l.lg("Aquatique")} — et le ${l.lg("Vrai Primordial")}, langue magique « dépendante à la magie », dont le niveau ne peut jamais dépasser celui du personnage en Primordial et qui a sa propre base d'achat.</p>
<p>« Les parler demande de la pratique (sans xp) » : les langues progressent par la pratique, jamais par l'XP (c'est le Conteur qui les monte). La règle <strong>Vrai Primordial ≤ Primordial</strong> est appliquée : une modification qui la briserait est refusée avec un message, à la création comme en jeu. Chaque langue porte une expertise « Écriture » à cocher.</p>
<h2>Clés des compétences</h2>
<p>${R("R-SK-7")} Une compétence est identifiée par une <strong>clé</strong> stable (par exemple <code>rigidite</code>, <code>melee</code>, <code>vrai-primordial</code>) rangée dans ses données, jamais par le nom affiché : les défenses, les prises, les armes et les sorts qui nomment leur compétence, les prérequis, les liens de jet, le suivi de l'XP et l'outil de demande comparent des clés. Une compétence traduite ou renommée (par Babele, ou par le Conteur) continue donc de fonctionner. Une compétence créée par le Conteur reçoit une clé tirée de son nom à sa création.</p>`,
    },
    {
      title: "4. Constitutions, blessures et repos",
      html: `<p>${R("R-CON-1")} Trois <strong>constitutions</strong> : la <strong>Vitalité</strong> (la santé), l'<strong>Énergie</strong> (la réserve des actions spéciales) et la <strong>Confiance</strong> (la motivation à agir et à débattre). Chacune a un maximum, une valeur courante (de 0 au maximum), des <strong>cicatrices</strong> (de 0 au maximum), des points <strong>éphémères</strong> (temporaires, ils absorbent les dégâts en premier) et un état <strong>stabilisé</strong>. Les <strong>blessures</strong> sont l'écart entre le maximum et la valeur. La valeur ne dépasse jamais le maximum moins les cicatrices.</p>
<p>${R("R-CON-2")} Maximum = Exaltation × Prémice + part de bonus. Chaque constitution a sa <strong>Prémice</strong>, fixée à la création (15 par défaut). Le bonus d'Exaltation est un total à répartir entre les trois constitutions (${I} par défaut, un tiers chacune ; toutes les valeurs du tableau sont divisibles par 3). Cette répartition par défaut s'applique d'elle-même à chaque changement d'Exaltation, sauf si le joueur a choisi de répartir le bonus à la main ; la fiche affiche la part du bonus qui n'est pas encore répartie.</p>
<table>
<thead><tr><th>Exaltation</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th><th>9</th></tr></thead>
<tbody>
<tr><th>bonus par palier</th><td>0</td><td>0</td><td>+15</td><td>+15</td><td>+30</td><td>+30</td><td>+45</td><td>+60</td><td>+120</td></tr>
<tr><th>bonus total</th><td>0</td><td>0</td><td>15</td><td>30</td><td>60</td><td>90</td><td>135</td><td>195</td><td>315</td></tr>
<tr><th>total des trois (Prémices à 45)</th><td>45</td><td>90</td><td>150</td><td>210</td><td>285</td><td>360</td><td>450</td><td>555</td><td>720</td></tr>
</tbody>
</table>
<p>${R("R-CON-3")} Dégâts ${I} : des dégâts létaux entament d'abord les points éphémères, puis la valeur ; ce qui dépasse la valeur (au-delà de 0) devient des cicatrices. Des dégâts non létaux n'infligent jamais de cicatrices et ne reçoivent aucun bonus de dégâts ; une attaque non létale contre une créature à l'Agonie ne lui retire qu'un point de Résilience (tous en cas de réussite critique).</p>
<p>${R("R-CON-4")} Seuils immédiats : subir en une seule attaque des dégâts au moins égaux à la Vitalité maximale, c'est la <strong>mort</strong> ; à l'Énergie maximale, l'<strong>inconscience</strong> ; à la Confiance maximale, le <strong>découragement</strong>.</p>
<p>${R("R-CON-5")} Des cicatrices qui atteignent le maximum, sans point éphémère et sans être stabilisé : en Vitalité, la <strong>mort</strong> ; en Énergie, l'${l.etat("Inconscience")} (on tombe et l'on ne peut plus interagir) ; en Confiance, le ${l.etat("Découragement")} (1 dé d'impuissance à chaque jet).</p>
<p>${R("R-CON-6")} ${l.etat("Péril (Vitalité)", "Péril")} : une constitution tombée à 0 est en péril jusqu'à ce qu'elle soit stabilisée. Au début de chaque tour — une fois par tour, à la première action de la créature dans ce tour —, pour chaque constitution en péril, on fait un test de Résilience (${I} un dé, D = 0, plus le score de Résilience) contre une difficulté égale à ses cicatrices ; ${I} en cas d'échec, on gagne autant de cicatrices que la marge d'échec (au moins 1).</p>
<p>${R("R-CON-7")} ${l.etat("Agonie")} : tomber à 0 en Vitalité sans avoir d'Agonie en donne 1 ; chaque tour complet passé à 0 sans être stabilisé en ajoute 1 (une fois par tour, pas une fois par action). La difficulté de chaque jet augmente de l'Agonie. On la perd après un repos si l'on est stable. Les états spéciaux l'ignorent.</p>
<h2>Le repos</h2>
<p>${R("R-CON-8")} Les <strong>rangs de repos</strong> (ce que chaque repos rend à chaque constitution) : <strong>Rapide</strong> = Puissance + Harmonie ; <strong>Normale</strong> = Puissance ; <strong>Difficile</strong> = Harmonie ; <strong>Très difficile</strong> = 1 ; <strong>Impossible</strong> = 0 (${I} « Alter de X » est lu comme X). ${I} Un repos d'une constitution : tant que la valeur est sous le maximum moins les cicatrices, elle remonte du montant Normale, sans dépasser ce plafond ; une fois le plafond atteint, s'il reste des cicatrices, le repos retire le montant Difficile de cicatrices et relève la valeur d'autant. Mal dormir ou mal manger : un rang de moins (pour les deux étapes). Une journée entière de repos : un rang de mieux. Chaque point d'Épuisement : 1 de moins restauré par constitution et par repos (jamais sous 0).</p>
<p>${R("R-CON-9")} Les <strong>régénérations</strong> ont lieu à la fin de chaque tour (une fois par tour, à la fin de la dernière action de la créature dans ce tour) ; une action peut en forcer une plus tôt, mais forcer ajoute le montant régénéré aux dégâts graves du personnage (ses cicatrices). Forcer est un bouton (en combat, cela coûte l'une des actions de la créature).</p>
<p>${I} Une action que le suivi de combat saute (le Conteur avance directement) ne déclenche ni ${R("R-CON-6")}, ni ${R("R-CON-7")}, ni ${R("R-CON-9")}.</p>`,
    },
    {
      title: "5. Le jet de test",
      html: `<p>${R("R-DICE-1")} Altherion n'utilise que des d10. Le Conteur annonce une caractéristique, une compétence et une <strong>complexité</strong> ; une <strong>difficulté</strong> à atteindre est facultative.</p>
<p>${R("R-DICE-2")} <strong>Réserve de maîtrise</strong> : D = compétence − complexité. On lance |D| + 1 d10. Si D ≥ 0, on garde le plus haut ; sinon, le plus bas.</p>
<p>${R("R-DICE-3")} <strong>Dés retenus</strong> : tous les dés de la réserve qui montrent la valeur gardée (les égalités sont toutes retenues).</p>
<p>${R("R-DICE-4")} <strong>Dés de puissance</strong> ${I} : P = surpuissance − impuissance (ils s'annulent un pour un). Si P &gt; 0, on lance P <em>dés de surpuissance</em> et la valeur gardée devient la plus haute entre celle de la maîtrise et ces dés. Si P &lt; 0, on lance |P| <em>dés d'impuissance</em> et la valeur gardée devient la plus basse. Les dés retenus sont alors tous les dés, parmi les retenus de la maîtrise et les dés de puissance, qui montrent la valeur finale.<br />Sources : +1 surpuissance par point d'Impact dépensé, +1 dans tout état spécial (${R("R-STATE-1")}) ; −1 (impuissance) par point d'Épuisement, dans le ${l.etat("Découragement")}, dans la ${l.etat("Descente")} et pour certaines blessures.</p>
<p>${R("R-DICE-5")} <strong>Explosions et implosions</strong> : si la valeur gardée est un 10 naturel, chaque dé retenu lance une chaîne d'explosion : on lance un d10 et on l'ajoute ; tant que ce dé montre 10, on relance et on ajoute encore. Si la valeur gardée est un 1 naturel, chaque dé retenu lance une chaîne d'implosion : on lance un d10 et on le soustrait ; tant que ce dé montre 10, on relance et on soustrait encore.</p>
<p>${R("R-DICE-6")} <strong>Total</strong> = valeur gardée + explosions − implosions + dé d'expertise (${R("R-SK-2")}) + valeur de la caractéristique + bonus fixes (par exemple +1 par Espoir dépensé). Le jet réussit si le total atteint la difficulté plus l'Agonie ; la marge est l'écart entre les deux.</p>
<p>${R("R-DICE-7")} <strong>Critiques</strong> : réussite critique quand la valeur gardée atteint le seuil de réussite critique (10 par défaut) ; échec critique quand elle est au plus le seuil d'échec critique (1 par défaut). Des aptitudes peuvent élargir l'une ou l'autre plage ; les explosions et les implosions restent liées au 10 et au 1 naturels. Un Espoir déclaré pour annuler un échec critique en supprime les implosions et l'effet critique.</p>
<p>${R("R-DICE-8")} Ordre des dés (pour les dés scriptés des tests) : les dés de maîtrise, puis les dés de puissance, puis le dé d'expertise, puis chaque chaîne à son tour, jusqu'à son terme.</p>
<p>${R("R-DICE-9")} Les points se déclarent avant le jet. ${I} La « réussite de justesse » du Désespoir (${R("R-MORAL-3")}) est proposée par un bouton sur la carte d'un jet raté.</p>
<p>${R("R-DICE-10")} <strong>Entre joueurs</strong> : seul le jet de l'attaquant profite de la différence de maîtrise, des avantages et des critiques ; le défenseur lance un simple dé, il est immunisé contre ses propres critiques mais subit ceux de l'attaquant.</p>
<p>${R("R-DICE-11")} <strong>Tout test</strong> prend en compte les modificateurs permanents de l'acteur : les dés de puissance de ${R("R-DICE-4")} (Épuisement, états, Découragement, Descente, blessures) et la hausse de difficulté due à l'Agonie (${R("R-CON-7")}). ${I} Cela comprend le test d'initiative (dés de puissance seulement : il n'a pas de difficulté) et le test de Péril. La réserve d'un test ne dépasse jamais 50 dés de maîtrise ni 20 dés de puissance ; au-delà, le jet est refusé avec un message avant qu'aucun point ne soit dépensé. Rien n'est dépensé pour un jet qui n'a pas lieu.</p>`,
    },
    {
      title: "6. Le Moral",
      html: `<p>${R("R-MORAL-1")} Un <strong>groupe</strong> porte le Moral : des points d'Espoir et de Désespoir, au plus un par membre au total. Quand un point ne peut pas être gagné parce que le Moral est plein, on retire à la place un point de l'autre sorte.</p>
<p>${R("R-MORAL-2")} <strong>Espoir</strong> (du groupe ou personnel) : +1 au résultat d'un jet ; annuler un échec critique ; utiliser la Puissance à la place d'une caractéristique principale, ou l'Harmonie à la place d'une caractéristique secondaire.</p>
<p>${R("R-MORAL-3")} <strong>Désespoir</strong> : entrer en ${l.etat("Acharnement")} ; transformer un jet raté en réussite de justesse, assortie d'une conséquence négative ; chaque personnage gagne 1 Fortune et le Conteur gagne 1 Fatalité.</p>
<p>${R("R-MORAL-4")} <strong>Galvanisation</strong> (Moral entièrement fait d'Espoir) : un personnage peut entrer en ${l.etat("Flamboyance")} ; un personnage peut prendre pour lui un Espoir gagné ; à l'unanimité, le groupe dépense tout l'Espoir pour tenter un <strong>exploit</strong> : on lance 1d10, le Conteur fixe la difficulté.</p>
<p>${R("R-MORAL-5")} <strong>Tourmente</strong> (Moral entièrement fait de Désespoir) : un Désespoir gagné va à un personnage ; si personne ne peut le prendre, chaque membre subit 1 Fragilité ; les personnages qui ont des points personnels ne peuvent pas utiliser le Moral ; à l'unanimité, le groupe dépense tout le Désespoir pour tenter un exploit : on lance 2d10, le meilleur dé donne le degré de réussite de l'exploit, l'autre la Fragilité que le groupe doit se répartir.</p>
<p>${R("R-MORAL-6")} <strong>Accalmie</strong> : un personnage est calme quand le Moral du groupe est vide et qu'il n'a lui-même ni Espoir ni Désespoir personnel ; il peut alors entrer en ${l.etat("Apaisement")} (${R("R-STATE-5")}).</p>
<p>${R("R-MORAL-7")} Plafonds personnels : ${I} Exaltation ÷ 2, arrondi à l'inférieur, points d'Espoir, et autant de Désespoir (les notes écrivent [Exaltation/2] ; l'arrondi à l'inférieur est une interprétation, gardée en une seule constante). L'Espoir en trop est perdu ; le Désespoir en trop va au groupe.</p>
<p>${R("R-MORAL-8")} On gagne des points personnels quand le Conteur les accorde (une commande réservée au Conteur, sur le personnage et dans le panneau du Moral), et quand la Galvanisation ou la Tourmente envoient à un personnage un point gagné par le groupe : le gain propose les membres qui peuvent le prendre, et le Conteur (ou le groupe) en choisit un.</p>`,
    },
    {
      title: "7. Création de personnage",
      html: `<p>${R("R-CREA-1")} On choisit une <strong>espèce</strong> : elle donne des bonus et malus de caractéristiques, des caractéristiques favorites (qui relèvent le plafond de ${R("R-CAR-6")}), des aptitudes innées et des aptitudes d'espèce que l'on peut acquérir. Une <strong>lignée</strong> permet d'échanger un bonus ou un malus de l'espèce, en accord avec le Conteur.</p>
<p>${R("R-CREA-2")} Le budget est de <strong>75 points</strong> (un réglage du monde ; c'est « un personnage normal »). Les coûts :</p>
<table>
<thead><tr><th>Achat</th><th>Coût</th></tr></thead>
<tbody>
<tr><td>Caractéristique +1</td><td>1</td></tr>
<tr><td>Compétence +1</td><td>2</td></tr>
<tr><td>Expertise</td><td>1</td></tr>
<tr><td>Combativité +1</td><td>5</td></tr>
<tr><td>Classe fondatrice</td><td>3</td></tr>
<tr><td>Aptitude fondatrice</td><td>1</td></tr>
<tr><td>Aptitude d'espèce acquise</td><td>1</td></tr>
<tr><td>Atout</td><td>X</td></tr>
<tr><td>Handicap</td><td>rend X</td></tr>
</tbody>
</table>
<p>Les langues sont des compétences et coûtent 2 par niveau comme toute compétence, sauf ${I} une <strong>langue maternelle</strong>, choisie à la création, gratuite jusqu'à un niveau fixé par un réglage du monde (8 par défaut) ; les niveaux au-delà coûtent comme d'habitude. L'échange d'une lignée (${R("R-CREA-1")}) est un choix fait sur la fiche, pas une modification de l'espèce.</p>
<p>Les bonus d'espèce et les aptitudes innées sont gratuits. La fiche affiche les points dépensés et restants, et signale un dépassement ou une caractéristique au-dessus de son plafond ; elle ne bloque jamais le Conteur en silence. Le compendium « Exemples » propose deux espèces, deux classes fondatrices et deux personnages prêts à jouer, comme ${l.exemple("Maëlle Dorlan")}.</p>`,
    },
    {
      title: "8. Critiques et aggravation",
      html: `<p>${R("R-CRIT-1")} La victime d'un critique (une réussite critique contre elle, ou son propre échec critique) gagne 1 niveau d'<strong>Aggravation</strong>. ${I} L'Aggravation revient à 0 après un repos complet.</p>
<p>Un défenseur qui rate critiquement son jet de défense est victime de son propre critique (hors affrontement entre joueurs, ${R("R-DICE-10")}). Une défense qui évite le coup évite aussi le critique de l'attaquant : la carte ne propose alors aucune aggravation pour lui. L'échec critique d'une attaque sans difficulté manque sa cible.</p>
<p>${R("R-CRIT-2")} Elle peut dépenser autant de points de Résilience que son nouveau niveau d'Aggravation pour éviter l'effet. Sinon, elle lance 1d10 sur la table de sa <strong>Fragilité</strong> actuelle :</p>
<table>
<thead><tr><th>Fragilité</th><th>d10 → effet</th></tr></thead>
<tbody>
<tr><td>${l.table(0, "0")}</td><td>1–5 Fragilisation : +1 Fragilité · 6–10 Protection : rien</td></tr>
<tr><td>${l.table(1, "1")}</td><td>1–5 Fragilisation : +1 Fragilité · 6–8 Désarmement : perd son arme, ou son armure prend une faille · 9–10 Perte d'équilibre : se retrouve au sol</td></tr>
<tr><td>${l.table(2, "2")}</td><td>1–6 Balafre : +1 Fragilité et une balafre au visage ou au torse · 7–9 Os fracturés : 1 dé d'impuissance aux jets qui utilisent ce membre · 10 Équipement abîmé</td></tr>
<tr><td>${l.table(3, "3")}</td><td>1 Estomac : +1 Agonie (gardée jusqu'à guérison) et +1 Fragilité · 2–4 Tendons de bras : bras inutilisable jusqu'à guérison, +1 Fragilité · 5–7 Tendons de jambe : jambe inutilisable, +1 Fragilité · 8–10 Oreille : 1 dé d'impuissance en Perception auditive</td></tr>
<tr><td>${l.table(4, "4")}</td><td>(tous : +1 Fragilité) 1–2 Cage thoracique : la restauration de Vitalité et d'Énergie baisse d'un rang · 3–4 Œil : 1 dé d'impuissance en Perception visuelle et en vision de profondeur · 5–7 Bras : perd un bras · 8–10 Jambe : perd une jambe</td></tr>
<tr><td>${l.table(5, "5")}</td><td>la mort : 1–2 Tête · 3–4 Décapitation · 5–6 Thorax · 7–8 Cœur · 9–10 Cou</td></tr>
</tbody>
</table>
<p>Les effets décrits sont physiques ; le Conteur peut en trouver des équivalents (spirituels, sociaux). Les blessures durables se suivent comme des ${l.entry("etats", "Conditions", "conditions")}.</p>
<p>${R("R-CRIT-3")} À 0 en Vitalité, la victime <strong>d'un critique</strong> tombe aussi inconsciente pendant autant de tours que le plus haut de son Aggravation et de son Agonie, sauf si on la réveille ou qu'on l'aide. Tomber à 0 en Vitalité sans critique ne la fait pas tomber inconsciente ; le compte se fait en tours.</p>
<p>${R("R-CRIT-4")} Une réussite critique du défenseur lui ouvre une <strong>riposte</strong> potentielle.</p>
<p>${R("R-CRIT-5")} Fragilité 6 = la mort. ${I} La Fragilité correspond aux « Seuils » que l'on fait baisser pendant les ellipses (${R("R-XP-6")}).</p>`,
    },
    {
      title: "9. Combat",
      html: `<p>${R("R-FIGHT-1")} <strong>Initiative</strong> ${I} : un test avec D = 0 (un d10, les explosions s'appliquent) plus le score de Finesse. Chacun agit dans l'ordre d'initiative ; puis tous ceux qui ont au moins 2 en Combativité jouent une action de plus, puis ceux qui ont au moins 3, et ainsi de suite jusqu'à ce que toutes les actions soient dépensées. Toute cette suite forme un seul tour.</p>
<p>${R("R-FIGHT-2")} <strong>Défenses</strong> (chacune coûte ${I} 1 point de Finesse) :</p>
<ul>
<li>${l.action("Blocage")} : ${l.sk("Rigidité")} + Vigueur ; une armure permet d'utiliser sa valeur à la place de la Vigueur, un bouclier permet d'utiliser la Force. Toujours possible contre une attaque normale, mais on encaisse toute la puissance du coup et le risque de blessure grave qui va avec.</li>
<li>${l.action("Esquive")} : ${l.sk("Adresse")} + Agilité (le plus bas de l'Agilité et de la Perception contre une attaque dissimulée). Ne fait qu'atténuer une explosion (une attaque de zone), sans jamais l'éviter tout à fait.</li>
<li>${l.action("Parade")} : ${l.sk("Bagarre")} ou ${l.sk("Mêlée")} + Agilité (le plus bas de la Force et de l'Agilité contre une arme à distance — les notes disent « Dextérité », lue comme l'Agilité). Inutile contre une explosion.</li>
</ul>
<p>${R("R-FIGHT-3")} <strong>Dégâts</strong> ${I} : dégâts de l'arme + score de la colonne de l'attaque (Corps pour le physique, Âme pour le magique, Esprit pour le social) sur un coup létal ; puis l'<strong>Annulation</strong> de la cible annule tout si le total de l'attaque est inférieur à sa valeur ; puis la <strong>Résistance</strong> retranche sa valeur. Le physique touche la Vitalité, le magique et le spirituel l'Énergie, le social et le psychique la Confiance.</p>
<p>${R("R-FIGHT-4")} ${l.action("Confrontation réactive")} : quand une créature répond à une attaque par une attaque, aucune des deux ne peut se défendre ; le vainqueur inflige tous ses dégâts, le perdant (s'il est encore conscient) la moitié des siens.</p>
<p>${R("R-FIGHT-5")} <strong>Prises</strong> (les notes : « peut être utilisée avec la Dextérité ou l'Agilité » ; ${I} ${l.sk("Bagarre")} avec la Force ou l'Agilité, selon la prise que le joueur décrit) : ${l.action("Étreinte")} (immobiliser ; on s'en libère par la Force ou l'Agilité), ${l.action("Mise au sol")} (mettre à terre ou déséquilibrer ; les dégâts dépendent de la Force), ${l.action("Projection")} (déplacer de force ; plus la cible va loin, moins elle subit de dégâts ; dégâts de base selon la Force). Difficiles sur une cible bien plus grosse ou plus lourde.</p>
<p>${R("R-FIGHT-6")} <strong>Épuisement</strong> : de 0 à 5, la mort à 6. On en gagne en s'épuisant totalement ou en se privant de repos. Chaque point donne 1 dé d'impuissance à chaque jet et retire 1 à la restauration de chaque constitution par repos. On en perd 1 après un repos complet de [Épuisement] jours (et il s'efface pendant une ellipse mineure, ${R("R-XP-6")}).</p>
<p>${R("R-FIGHT-7")} <strong>Vitesses</strong> (toutes selon l'Agilité, les durées selon la Vigueur) : voyage, Agilité km/h pendant Vigueur heures ; course, 2 × Agilité km/h pendant Vigueur minutes ; sprint, 3 × Agilité km/h pendant 5 × Vigueur secondes ; déplacement de combat, 2 × Agilité m par tour ; course de combat, 4 × Agilité m par tour. La fiche affiche les vitesses ; la règle de mesure des jetons utilise le déplacement et la course de combat.</p>`,
    },
    {
      title: "10. Expérience",
      html: `<p>${R("R-XP-1")} <strong>Gains</strong> après chaque arc narratif, selon la grille du Conteur :</p>
<ul>
<li><strong>Danger</strong> : de 1 (très peu dangereux) à 5 (mortel).</li>
<li><strong>Équilibre des joueurs</strong> : 1 si tous étaient actifs ; +1 si personne n'a monopolisé la parole (+1 de plus si tout le monde a parlé de manière équilibrée) ; +1 si le groupe a agi de façon coordonnée ; +1 pour des suggestions constructives sur l'histoire.</li>
<li><strong>Ingéniosité</strong> : 1 si l'arc est fini ; +1 si le résultat voulu est obtenu ; +1 pour une bonne idée ; +1 pour des déductions justes ; +1 si l'arc présentait un défi autre que le danger.</li>
<li><strong>Prime des joueurs</strong> : 2 pour avoir participé ; +1 pour l'amusement ; +1 pour un jeu de rôle intéressant ; +1 pour la curiosité.</li>
<li><strong>Fin de chapitre ou d'acte</strong> : 1 pour un chapitre, 2 pour un acte ; +1 si la plupart des objectifs principaux sont remplis ; +1 si c'était difficile ; +1 pour une fin satisfaisante.</li>
<li><strong>Durée de l'arc en jeu</strong> ${I} : elle multiplie la somme des cinq lignes précédentes : ×1 en heures, ×2 en jours, ×3 en semaines, ×4 en mois, ×5 en années.</li>
<li><strong>Objectifs optionnels</strong> : +1 chacun, ajoutés après la multiplication.</li>
</ul>
<p>Donc XP = (danger + équilibre + ingéniosité + prime + fin) × durée + objectifs optionnels, où chaque « +1 » ne compte que si sa condition est remplie, le « +1 de plus si équilibré » seulement avec « personne n'a monopolisé la parole », et les +1 de la fin seulement si un chapitre ou un acte s'est terminé.</p>
<p>${R("R-XP-2")} <strong>XP d'ellipse</strong> : 1 par semaine ; Surcharge +1 si le personnage s'inflige 20 blessures graves (au plus 1 par semaine) ; le tout multiplié selon l'entraîneur : ×1 entraînement libre, ×2 avec un supérieur, ×3 avec un très bon supérieur, ×4 avec un expert de ce qu'il enseigne, ×5 avec un maître au sommet de son art.</p>
<p>${R("R-XP-3")} <strong>Dépenses</strong> (seulement pendant un entraînement, grâce à un point d'Espoir, ou à la réception ; seulement sur ce qui a servi pendant l'arc ; une compétence théorique seulement si l'on a de quoi l'améliorer) : caractéristique +1, 5 XP, une fois par caractéristique et par acte · compétence +1, 10 XP, une fois par compétence et par acte, et seulement si une opposition avait un niveau au moins égal · Combativité +1, 25 XP, une fois par acte (« 1 fois … par acte narratif »), face à un ennemi plus combatif ou après avoir frôlé la mort · domaine oublié, 25 XP, une fois par compétence et par acte, et seulement si une opposition avait un niveau au moins égal à celui de la compétence · aptitude : fondatrice 10, supérieure 15, héroïque 20, légendaire 30, suprême 50 · spécialité, 5 XP.</p>
<p>« Grâce à un point d'Espoir » : dépenser en dehors de l'entraînement et de la réception coûte 1 Espoir, payé comme les dépenses de ${R("R-MORAL-2")} (d'abord les points personnels, sinon ceux du groupe ; les règles de la Tourmente et de l'Apaisement s'appliquent) ; sans point pour payer, ce moment est refusé. Une compétence théorique demande seulement que le Conteur ait noté pour l'arc que le personnage « a de quoi l'améliorer » (un enseignant, un livre, une découverte) ; elle n'est jamais « utilisée » par un jet.</p>
<p>${R("R-XP-4")} Les classes ne coûtent pas d'XP : une nouvelle classe demande une ellipse majeure avec un entraîneur ; une branche d'une classe possédée, une ellipse moyenne ; une aptitude d'une classe non possédée, une ellipse mineure, un entraîneur et son coût en XP.</p>
<p>${R("R-XP-5")} <strong>Temps d'entraînement</strong> : caractéristique, 1 mois (3 semaines avec un entraîneur, 2 semaines avec un entraîneur éducatif dans ses domaines) ; compétence, 4 mois (3, 2) ; spécialité, 1 mois (3 semaines, 2 semaines) ; domaine oublié, 1 an (9 mois, 6 mois avec un entraîneur spécialisé).</p>
<p>${R("R-XP-6")} <strong>Ellipses</strong> : <em>mineure</em> (de quelques jours à une semaine environ) : apprendre une aptitude d'une classe non possédée avec un enseignant ; se reposer pour effacer l'Épuisement ; dépenser de l'XP en s'entraînant. <em>Moyenne</em> (de deux semaines à deux mois environ) : dépenser de l'XP ; apprendre une branche d'une classe possédée ; faire baisser la Fragilité X − 1 fois (X = semaines de repos ÷ 2). <em>Majeure</em> (trois mois ou plus) : obtenir une classe dont on remplit les prérequis, avec un entraîneur ; faire baisser la Fragilité X fois ; dépenser de l'XP.</p>
<p>${R("R-XP-7")} Le système note, par arc et par acte, ce que chaque personnage a <strong>utilisé</strong> (compétences et caractéristiques lancées, oppositions rencontrées) afin de vérifier les règles de dépense ci-dessus ; le Conteur peut passer outre.</p>`,
    },
    {
      title: "11. États spéciaux",
      html: `<p>${R("R-STATE-1")} ${l.etat("Règles communes")} à tous les états spéciaux : ils durent une scène (ou jusqu'à ce que l'adrénaline retombe) ; +1 dé de surpuissance à chaque jet ; on ignore les malus d'Agonie et de Négation ; l'expérience restante peut être répartie. La « Négation » n'est définie nulle part dans les notes : ${I} aucune règle ne s'en sert (à ne pas confondre avec l'Annulation). « L'expérience restante peut être répartie » : pendant un état spécial, un personnage peut dépenser son XP non dépensée comme s'il s'entraînait (un quatrième moment de dépense de ${R("R-XP-3")}, avec les mêmes conditions).</p>
<p>${R("R-STATE-2")} ${l.etat("La Zone")} : on y entre quand un dé de surpuissance montre 10 et que son dé d'explosion montre 10 à son tour. En plus : le joueur peut demander quelque chose au Conteur, sous la forme d'une réalisation du personnage. Se termine sans contrecoup.</p>
<p>${R("R-STATE-3")} ${l.etat("Acharnement")} : dépenser 1 Désespoir dans une situation de stress. Se termine par +1 Fragilité et la Descente ; les cicatrices deviennent égales aux blessures (un personnage stable le reste).</p>
<p>${R("R-STATE-4")} ${l.etat("Flamboyance")} : dépenser 1 Espoir alors que le groupe est Galvanisé. Se termine par +1 Fragilité et la Descente.</p>
<p>${R("R-STATE-5")} ${l.etat("Apaisement")} : le personnage est calme (${R("R-MORAL-6")}). En plus : il peut obtenir les effets de l'Espoir ou du Désespoir sans rien dépenser ; chaque usage ajoute un point de la sorte opposée au Moral du groupe ; impossible quand le Moral est plein, et il ne peut pas utiliser les points du Moral. Se termine par la Descente.</p>
<p>${R("R-STATE-6")} ${l.etat("Descente")} : à la place des bonus des états, 1 dé d'impuissance à chaque jet ; prend fin après un repos complet.</p>
<p>${R("R-STATE-7")} Sont aussi suivis comme <strong>conditions</strong> : le Péril (par constitution), l'Agonie, l'Inconscience, le Découragement, le fait d'être à terre ou désarmé, et les blessures durables de ${R("R-CRIT-2")}. Toutes sont décrites dans le compendium « États et conditions » (${l.entry("etats", "États spéciaux")} et ${l.entry("etats", "Conditions")}), avec l'identifiant du statut à activer depuis le HUD du jeton.</p>`,
    },
    {
      title: "12. Sorts",
      html: `<p>Ces règles se jouent, elles ne sont pas seulement calculées : lancer un sort de guérison sur une cible remplit le test d'après ${R("R-SPELL-1")}, et sa réussite soigne cette cible ; un sort de zone fait un jet par cible (ou par groupe choisi par le lanceur) ; la fenêtre de jet d'un sort propose les options de ${R("R-SPELL-3")} avec leur effet sur la réserve et sur les points du sort.</p>
<p>${R("R-SPELL-1")} ${l.action("Sort de guérison", "Guérison")} : la difficulté est le nombre de blessures à soigner ; la complexité dépend des cicatrices de la cible (voir la ${l.table("guerison", "table de complexité des soins")}) : 1 sans cicatrice · 2 au moins une · 3 au moins le dixième du maximum · 4 au moins le cinquième · 5 au moins le quart · 6 au moins la moitié · 7 au moins les trois quarts. +1 de complexité pour chacun de ces cas : la cible est à 0 dans cette constitution ; elle est à 0 point de Résilience ; elle est en Péril dans cette constitution.</p>
<p>${R("R-SPELL-2")} ${l.action("Sort de zone", "Zone")} : un jet par personnage ou groupe de personnages touché.</p>
<p>${R("R-SPELL-3")} ${l.action("Incanter", "Incantation")} : incanter prend un tour entier, pendant lequel on ne fait rien d'autre. On peut dépenser de la Combativité pour : se ${l.action("Concentration", "concentrer")} (+1 dé, on garde le meilleur ; cumulable) ; faire les ${l.action("Gestes", "gestes")} (+ les points du sort, une fois ; moins si l'on est entravé) ; prononcer les ${l.action("Paroles", "paroles")} (+ les points du sort, une fois ; moins si l'on est bâillonné) ; user de ${l.action("Composantes matérielles", "composantes matérielles")} (+ les points du sort, une fois, selon leur valeur) ; ${l.action("Surcharge", "surcharger")} le sort (payer deux fois le coût : + les points du sort, une fois).</p>`,
    },
    {
      title: "13. Fortune, Fatalité, Karma, Légende",
      html: `<p>${R("R-FORT-1")} <strong>Fortune</strong> : le Conteur peut en accorder 1 sur une réussite critique dont il n'a pas l'usage ; 5 au plus par joueur ; on la dépense, avec l'accord du Conteur, pour avoir de la chance ou un bonus à un jet de chance. En jeu : une commande « accorder 1 Fortune », réservée au Conteur, sur la carte d'une réussite critique ; ${I} un joueur déclare sa Fortune avant un jet, comme l'Espoir : +1 au résultat par point, affiché sur la carte pour que le Conteur accepte ou refuse (un refus rend le point).</p>
<p>${R("R-FORT-2")} <strong>Fatalité</strong> : le Conteur en gagne 1 (de temps en temps) sur l'échec critique d'un joueur lors d'un jet volontaire, ou par le Désespoir ; 5 au plus ; il la dépense pour aggraver une situation ou imposer un malus aux jets de chance. En jeu : une commande « prendre 1 Fatalité », réservée au Conteur, sur la carte de l'échec critique d'un jet volontaire ; le Conteur la dépense depuis la fiche du groupe ou le panneau du Moral (${I} −1 au prochain jet d'un personnage choisi, affiché sur cette carte).</p>
<p>${R("R-FORT-3")} <strong>Karma</strong> : une valeur de pureté, qui monte avec les actions et les intentions bonnes pour l'humanité et baisse avec celles qui lui nuisent ; seuls ceux qui en sont capables peuvent la lire (${I} cachée aux joueurs par défaut).</p>
<p>${R("R-FORT-4")} <strong>Légende</strong> : à quel point le personnage marque les mémoires ; elle repose sur l'Impact (un texte libre et une valeur).</p>`,
    },
    {
      title: "14. Règles alternatives : progression par achat",
      html: `<p>Ce mode se choisit dans les réglages du monde. Les compétences y vont de 0 à 100 et progressent en dépensant des points de progression (PP) au lieu de l'XP.</p>
<p>${R("R-PP-1")} <strong>Degrés</strong> : 0 Ignorant · 1–30 Débutant · 31–60 Confirmé · 61–90 Expert · 91–100 Maître. Un degré est <strong>complet</strong> à son niveau le plus haut (30, 60, 90, 100).</p>
<p>${R("R-PP-2")} <strong>Coût d'un niveau</strong> : monter d'un niveau coûte le nouveau niveau divisé par 10, arrondi au supérieur (de 0 à 1 : 1 ; de 14 à 15 : 2 ; de 90 à 91 : 10). Cumulé depuis 0 : 10 à 10, 30 à 20, 60 à 30, 100 à 40, 150 à 50, 210 à 60, 280 à 70, 360 à 80, 450 à 90, 550 à 100 (qualités non comprises). Le tableau d'origine indique 290 et 370 pour 70 et 80 : ce sont deux erreurs d'addition (ses propres coûts par dizaine donnent 280 et 360, et ses 450 et 550 le confirment) ; la règle suit les coûts, pas les coquilles.</p>
<p>${R("R-PP-3")} <strong>Plafond de PP</strong> : les PP se gagnent par compétence (le Conteur les attribue). Une compétence ne peut pas garder plus de PP que son niveau ; le surplus doit être dépensé aussitôt sur elle, sinon il est perdu.</p>
<p>${R("R-PP-4")} <strong>Qualités requises pour entrer dans un degré</strong> : Débutant 0, Confirmé 1, Expert 2, Maître 3, comptées parmi les qualités de la liste propre à la compétence.</p>
<p>${R("R-PP-5")} <strong>Coût d'une qualité</strong> = base + pas × qualités déjà possédées (50 et 10 par défaut, tous deux réglages du monde). On peut la payer avec les PP de plusieurs compétences, pourvu que toutes aient cette qualité dans leur liste.</p>
<p>${R("R-PP-6")} <strong>Spécialisations</strong> : coût fixe selon le degré, disponibles dès que la compétence a ce degré : Débutant 20 PP (en général +10 circonstanciel), Confirmé 50 (+20), Expert 80 (+30) ; Maître et techniques secrètes : coût fixé par le Conteur sur l'objet.</p>
<p>${R("R-PP-7")} <strong>Test</strong> ${I} : le niveau de la compétence s'ajoute à un dé ; ce dé est un réglage du monde (1d100 par défaut) ; les bonus de spécialisation s'appliquent quand leur circonstance est réunie.</p>`,
    },
  ];
}
