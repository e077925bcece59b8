// The one rule of dependencies (ARCHITECTURE.md), checked by `npm run lint` (dependency-cruiser).
//
// Every folder and root module of src/ has one place below, lowest first. A module may import its own
// place and the places its `imports` lists; nothing else of src/. An arrow of ARCHITECTURE.md points from
// what is imported to who imports it:
//
//   rules/ ← settings.ts ← data/ ← journal/ ← moral/ ← dice/ ← chat/ ← combat/ ← experience/ ← documents/
//          ← gm/ (only the entry imports it) · applications/ (← modules/), canvas/, migrations/, the entry's
//            helpers ← testing/ ← altherion.ts
//   platform/, words/, i18n.ts, module-hooks.ts, system-id.ts: the foundation, nothing of the game;
//   net/: plumbing over the foundation, nothing of the game.
//
// Besides the order: no import cycle, and no dynamic import() of a src module (the Quench loader in
// altherion.ts is the one). test/contract/architecture.test.ts fails when a folder of src/ has no place.

/** The foundation: helpers that know nothing of the game. */
const FOUNDATION = ["platform", "words", "i18n", "module-hooks", "system-id", "foundry-types"];
/** The feature folders, in their order (each imports those before it). */
const FEATURES = ["journal", "moral", "dice", "chat", "combat", "experience", "documents"];
/** What the feature folders and the layers above them build on. */
const BASE = ["rules", "settings", "data", "net", ...FOUNDATION];
/** The features before `name`. */
const featuresBefore = (name) => FEATURES.slice(0, FEATURES.indexOf(name));

/**
 * The places, lowest first: `path` (a regular expression on the module's path), `imports` (the places it
 * may import besides its own), `why` (shown with a violation).
 */
const LAYERS = [
  { name: "rules", path: "^src/rules/", imports: [],
    why: "rules/ is the game: pure TypeScript that imports nothing outside itself (eslint.config.js also refuses Foundry globals there)." },
  { name: "platform", path: "^src/platform/", imports: [],
    why: "platform/ is the one v13/v14 adapter: it knows nothing of the game." },
  { name: "words", path: "^src/words/", imports: [],
    why: "words/ formats text (French typography): it knows nothing of the game." },
  { name: "i18n", path: "^src/i18n\\.ts$", imports: ["words"],
    why: "i18n.ts localizes through Foundry: it knows nothing of the game." },
  { name: "module-hooks", path: "^src/module-hooks\\.ts$", imports: [],
    why: "module-hooks.ts is the typed door for other modules' hooks: it knows nothing of the game." },
  { name: "system-id", path: "^src/system-id\\.ts$", imports: [],
    why: "system-id.ts names the system (its settings' scope, its socket): it imports nothing." },
  { name: "foundry-types", path: "^src/foundry-v13\\.d\\.ts$", imports: [],
    why: "foundry-v13.d.ts declares Foundry's shapes: it imports nothing." },
  { name: "net", path: "^src/net/", imports: ["platform", "words", "i18n", "system-id"],
    why: "net/ is the GM seam's plumbing (transport, registry, queue, records, schemas, perform): it imports nothing of the game." },
  { name: "settings", path: "^src/settings\\.ts$", imports: ["rules", ...FOUNDATION],
    why: "settings.ts registers and reads the world's settings: it reads the rules' defaults and nothing above." },
  { name: "data", path: "^src/data/", imports: ["rules", "settings", ...FOUNDATION],
    why: "data/ holds the schemas and their derivation: it sees the rules and the settings only." },
  { name: "journal", path: "^src/journal/", imports: [...BASE],
    why: "journal/ lists for the GM what players change on their own characters: it watches documents through data/ and keeps its entries through net/, below every other feature." },
  { name: "moral", path: "^src/moral/", imports: [...BASE, ...featuresBefore("moral")],
    why: "moral/ is the lowest of the roll features (dice/ pays rolls with the Moral)." },
  { name: "dice", path: "^src/dice/", imports: [...BASE, ...featuresBefore("dice")],
    why: "dice/ rolls: it may use moral/, never chat/ or the flows above it." },
  { name: "chat", path: "^src/chat/", imports: [...BASE, ...featuresBefore("chat")],
    why: "chat/ shows rolls as cards: it reads dice/ and moral/, never combat/ or the flows above." },
  { name: "combat", path: "^src/combat/", imports: [...BASE, ...featuresBefore("combat")],
    why: "combat/ runs turns, defences and grapples over dice/ and chat/, never experience/ or documents/." },
  { name: "experience", path: "^src/experience/", imports: [...BASE, ...featuresBefore("experience")],
    why: "experience/ records XP from rolls and fights: it reads combat/ and below, never documents/." },
  { name: "documents", path: "^src/documents/", imports: [...BASE, ...featuresBefore("documents")],
    why: "documents/ (Actor, Combat… subclasses) call every feature folder; no feature folder calls them back." },
  { name: "gm", path: "^src/gm/", imports: [...BASE, ...FEATURES],
    why: "gm/ holds every GM decision and the one list of GM-routed actions: it imports the feature folders and net/, and only the entry imports it." },
  { name: "applications", path: "^src/applications/", imports: [...BASE, ...FEATURES],
    why: "applications/ (sheets, dialogs) sit on the feature folders; only the entry, modules/ and testing/ import them." },
  { name: "canvas", path: "^src/canvas/", imports: [...BASE, ...FEATURES],
    why: "canvas/ (the token ruler) sits on the feature folders beside applications/." },
  { name: "migrations", path: "^src/migrations/", imports: [...BASE, ...FEATURES],
    why: "migrations/ rewrite stored documents through data/ and the feature folders; the entry runs them." },
  { name: "modules", path: "^src/modules/", imports: [...BASE, ...FEATURES, "applications"],
    why: "modules/ wire other Foundry modules (Babele, Dice So Nice, Item Piles, Token Action HUD) to the feature folders and the sheets' flows (applications/); the entry calls them." },
  { name: "entry-helpers", path: "^src/(api|config|enrichers|hotbar|templates)\\.ts$", imports: [...BASE, ...FEATURES],
    why: "the entry's helpers (CONFIG, the macro API, enrichers, hotbar, templates) sit on the feature folders." },
  { name: "testing", path: "^src/testing/", imports: [...BASE, ...FEATURES, "applications", "migrations", "modules", "entry-helpers"],
    why: "testing/ (the Quench batches and scenes) drives everything but gm/; only the entry loads it." },
  { name: "entry", path: "^src/altherion\\.ts$", imports: ["*"],
    why: "altherion.ts wires everything once, in init." },
];

/**
 * Known violations that exist today, each allowed from one module (`from`) to the modules it names (`to`),
 * for one rule. The engineers working in these folders remove them; then they leave this list.
 */
const KNOWN = [
  // A spell's cast reads the incantation turns kept by combat/incantation.ts.
  { rule: "layer", from: "^src/dice/spell-cast\\.ts$", to: ["^src/combat/incantation\\.ts$"] },
  // The roll workflows post their cards from dice/ (chat/ sits above dice/); combat/ registers and regenerates through
  // the combat and actor documents (documents/ sits above combat/).
  { rule: "layer", from: "^src/dice/(altherion-roll|pp-test|pp-workflow|test-workflow)\\.ts$", to: ["^src/chat/(fortune-card|render|test-card)\\.ts$"] },
  { rule: "layer", from: "^src/combat/(register|regeneration)\\.ts$", to: ["^src/documents/(actor|combat|combatant)\\.ts$"] },
];

const pathsOf = (names) => names.flatMap((n) => LAYERS.filter((l) => l.name === n).map((l) => l.path));

/**
 * A rule and its known exceptions: the rule for every module but the exceptions' own, then the rule again
 * for each exception's module, with the modules it may still reach for now.
 */
function withKnown(rule, kind) {
  const known = KNOWN.filter((k) => k.rule === kind && new RegExp(rule.from.path).test(k.from.replace(/^\^|\\|\$$/g, "")));
  if (known.length === 0) return [rule];
  const not = (v) => (v === undefined ? [] : [v].flat());
  return [
    { ...rule, from: { ...rule.from, pathNot: [...not(rule.from.pathNot), ...known.map((k) => k.from)] } },
    ...known.map((k) => ({
      ...rule, comment: `${rule.comment} Known exception, to be removed: ${k.from} → ${k.to.join(" | ")}.`,
      from: { path: k.from }, to: { ...rule.to, pathNot: [...not(rule.to.pathNot), ...k.to] },
    })),
  ];
}

/** One forbidden rule per place: nothing of src/ outside its own place and the places it imports. */
const layerRules = LAYERS.filter((l) => !l.imports.includes("*")).flatMap((layer) => withKnown({
  name: `layer-${layer.name}`, comment: layer.why, severity: "error",
  from: { path: layer.path }, to: { path: "^src/", pathNot: [layer.path, ...pathsOf(layer.imports)] },
}, "layer"));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    { name: "every-module-has-a-place", severity: "error",
      comment: "Every module of src/ belongs to one place of the layer order (LAYERS in .dependency-cruiser.cjs).",
      from: { path: "^src/", pathNot: LAYERS.map((l) => l.path) }, to: {} },
    { name: "only-the-entry-imports-gm", severity: "error",
      comment: "gm/ is wired by the entry alone: every other place reaches the GM through net/'s perform().",
      from: { path: "^src/", pathNot: ["^src/altherion\\.ts$", "^src/gm/"] }, to: { path: "^src/gm/" } },
    ...withKnown({ name: "no-cycle", severity: "error",
      comment: "No import cycle: a type two modules share lives in a small types file both import.",
      from: { path: "^src/" }, to: { circular: true } }, "no-cycle"),
    ...withKnown({ name: "no-dynamic-import", severity: "error",
      comment: "No import() of a src module (it only hides a cycle or a layer): the Quench loader in altherion.ts is the one.",
      from: { path: "^src/", pathNot: "^src/altherion\\.ts$" }, to: { dependencyTypes: ["dynamic-import"] } }, "no-dynamic-import"),
    { name: "no-dynamic-import", severity: "error",
      comment: "The entry's one import(): the Quench batches, loaded only when Quench is active.",
      from: { path: "^src/altherion\\.ts$" }, to: { dependencyTypes: ["dynamic-import"], pathNot: "^src/testing/quench/register\\.ts$" } },
  ],
  options: {
    includeOnly: "^src/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
