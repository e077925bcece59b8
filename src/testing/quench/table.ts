/**
 * In a live world, batch `altherion.table`: what only core itself can confirm of the table's bars, dice and PP Fortune.
 * - R-CON-1 token bars: core builds the system's token document, its bar of a constitution with scars
 *   ends at max − scars, and a HUD edit (`modifyTokenAttribute`, what the HUD calls) is accepted.
 * - R-FORT-1 on a PP test (achat ruleset): core's Roll of the PP formula with a Fortune declared, and the GM's
 *   refusal on the PP card giving it back.
 * - R-DICE-8 dice fulfillment: with a fulfillment method set for d10 in the user's core Dice
 *   Configuration (here a non-interactive one that answers scripted faces, as a physical-dice module
 *   does), a test asks that method for every die — the pool, then each chain die — and never reads
 *   the random generator. The user's setting is restored afterwards.
 */
import { onCardAction } from "../../chat/actions";
import { quenchBatch, settle } from "./world";

type Bar = { type?: string; value?: number; max?: number } | null;
type TokenLike = { getBarAttribute(bar: string): Bar };
type CreatureApi = Actor.Implementation & {
  getTokenDocument(data?: object): Promise<TokenLike>;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
  rollTest(spec: object, options?: object): Promise<ChatMessage.Implementation | null>;
};
const vitalite = (actor: Actor.Implementation) => (actor.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;

const METHOD = "altherion-quench";
interface Fulfillment { methods: Record<string, unknown> }

/** Runs `fn` with d10 fulfilled by a scripted method (core Dice Configuration), counting generator reads. */
async function withFulfilledD10<T>(faces: number[], fn: () => Promise<T>): Promise<{ out: T; asked: number; generatorReads: number }> {
  const fulfillment = (CONFIG.Dice as unknown as { fulfillment: Fulfillment }).fulfillment;
  const queue = [...faces];
  let asked = 0;
  fulfillment.methods[METHOD] = {
    label: "Altherion Quench", icon: "fa-solid fa-vial", interactive: false,
    handler: async () => {
      asked += 1;
      const face = queue.shift();
      if (face === undefined) throw new Error("Quench: more dice were asked than scripted");
      return face;
    },
  };
  const settings = game.settings as unknown as { get(ns: string, k: string): Record<string, string>; set(ns: string, k: string, v: unknown): Promise<unknown> };
  const saved = settings.get("core", "diceConfiguration");
  const dice = CONFIG.Dice as unknown as { randomUniform: () => number };
  const uniform = dice.randomUniform;
  let generatorReads = 0;
  dice.randomUniform = () => { generatorReads += 1; return uniform(); };
  try {
    await settings.set("core", "diceConfiguration", { ...saved, d10: METHOD });
    const out = await fn();
    await settle();
    return { out, asked, generatorReads };
  } finally {
    dice.randomUniform = uniform;
    await settings.set("core", "diceConfiguration", saved);
    delete fulfillment.methods[METHOD];
  }
}

export const tableBatch = quenchBatch("altherion.table", "ALTHERION.Quench.Table", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("token-HUD bars of a constitution with scars", () => {
    it("R-CON-1 the token's bar ends at max − scars and a HUD edit within range is accepted", async () => {
      const actor = (await tmp.actor({
        name: "Quench bars", type: "personnage",
        system: { constitutions: { vitalite: { premice: 15, bonus: 0, value: 8, scars: 3 } } },
      })) as CreatureApi;
      const token = await actor.getTokenDocument({ bar1: { attribute: "constitutions.vitalite" } });
      assert.instanceOf(token, CONFIG.Token.documentClass as never, "core builds the system's token document");
      const bar = token.getBarAttribute("bar1");
      assert.deepInclude(bar, { type: "bar", value: 8, max: 12 });
      await actor.modifyTokenAttribute("constitutions.vitalite", 3, true, true);
      assert.equal(vitalite(actor), 11, "+3 accepted");
      await actor.modifyTokenAttribute("constitutions.vitalite", 5, true, true);
      assert.equal(vitalite(actor), 12, "stops at max − scars, not refused");
    });
  });
  describe("dice from the user's Dice Configuration", () => {
    it("R-DICE-5 R-DICE-8 every die of a test — the pool, then each chain die — is asked of the d10 method", async () => {
      const actor = (await tmp.actor({ name: "Quench dice", type: "personnage" })) as CreatureApi;
      const { out: message, asked, generatorReads } = await withFulfilledD10([10, 10, 4], () => actor.rollTest({ characteristic: "force" }, { skipDialog: true }));
      if (message) tmp.keep(message);
      const result = (message?.rolls[0]?.options as { altherion?: { result?: { mastery: number[]; explosions: number[][] } } }).altherion?.result;
      assert.equal(asked, 3, "one mastery die, then two explosion dice");
      assert.equal(generatorReads, 0, "the random generator is not read");
      assert.deepEqual(result?.mastery, [10]);
      assert.deepEqual(result?.explosions, [[10, 4]]);
    });
  });
  describe("Fortune on a PP test (achat ruleset)", () => {
    it("R-FORT-1 a PP test with 1 Fortune declared: core rolls the PP formula, spent at once; the GM's refusal on the PP card gives it back", async () => {
      const settings = game.settings as unknown as { get(ns: string, k: string): unknown; set(ns: string, k: string, v: unknown): Promise<unknown> };
      const saved = settings.get("altherion", "ruleset");
      try {
        await settings.set("altherion", "ruleset", "achat");
        const actor = (await tmp.actor({
          name: "Quench PP Fortune", type: "personnage", system: { fortune: 2 },
          items: [{ name: "Quench Mêlée", type: "competence", system: { key: "quench-melee", categorie: "combat", niveau: 40 } }],
        })) as CreatureApi;
        const message = tmp.keep(await actor.rollTest({ skillKeys: ["quench-melee"], fortune: 1 }, { skipDialog: true }));
        await settle();
        const pp = (message?.rolls[0]?.options as { altherionPp?: { plan: { fortune: number; formula: string } } } | undefined)?.altherionPp;
        assert.equal(pp?.plan.fortune, 1, "the PP card carries the Fortune declared");
        assert.match(pp?.plan.formula ?? "", /\+ 40 \+ 1$/, "core's Roll of the PP formula adds it");
        assert.equal((actor.system as unknown as { fortune: number }).fortune, 1, "spent at once");
        await onCardAction(message!, "refuseFortune", actor.uuid);
        await settle();
        assert.equal((actor.system as unknown as { fortune: number }).fortune, 2, "the GM's refusal gives it back");
        assert.equal(foundry.utils.getProperty(message!, "flags.altherion.card.fortuneDecision"), "refused");
      } finally {
        await settings.set("altherion", "ruleset", saved);
      }
    });
  });
});
