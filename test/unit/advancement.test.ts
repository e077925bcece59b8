import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHARACTERISTIC_KEYS, NO_ADJUSTMENT, DOMAINE_NIVEAU_MAX, SPEND_MOMENTS, advancementOffers, spendMoments, canUndo, characterWrites, offer, purchaseRequest, purchaseTarget, reduceAdvancement, requestedPurchase } from "../../src/rules/index";
import type { AdvancementAction, AdvancementState, PurchaseRequest, SpendPurchase } from "../../src/rules/index";
import { validateActorUpdate, validateItemUpdate } from "../../src/data/validation";
import { validateSchema } from "../stubs/foundry";
import { actorFields, itemFields, newActor } from "../fixtures/creation";
import { AELE, AELE_USAGE, advancementState, characterFromActor, usageOf } from "../fixtures/advancement";
import type { UsageEvent } from "../../src/experience/usage";

const player = { isGM: false };
const gm = { isGM: true };
const aele = (over: Parameters<typeof advancementState>[2] = {}, usage = AELE_USAGE) => advancementState(structuredClone(AELE), usage, over);
const run = (s: AdvancementState, actions: AdvancementAction[], ctx = player) => actions.reduce((x, a) => reduceAdvancement(x, a, ctx), s);
const buy = (purchase: SpendPurchase, override = false): AdvancementAction => ({ type: "buy", purchase, override });

describe("R-XP-3 / R-XP-5 / R-XP-7 what the advancement flow offers now", () => {
  it("R-XP-3 offers only what was used this arc, with costs, reasons and R-XP-5 training times", () => {
    const o = advancementOffers(aele(), player);
    const [force, , agilite] = o.characteristics;
    expect(force).toMatchObject({ allowed: true, cost: 5, training: { amount: 1, unit: "month" } });
    expect(agilite.reasons).toEqual(["not-used"]);
    const [melee, histoire, tir] = o.skills;
    expect(melee).toMatchObject({ allowed: true, cost: 10, training: { amount: 4, unit: "month" } });
    expect(histoire.reasons).toEqual(["theorique-no-means"]);
    expect(tir.reasons).toEqual(["not-used", "opposition-too-low"]);
    expect(o.combativite.reasons).toEqual(["no-combativite-trigger"]);
    expect(o.domaines.map((d) => [purchaseTarget(d.purchase), d.allowed, d.cost])).toEqual([["domaine-oublie:melee", true, 25], ["domaine-oublie:histoire", true, 25]]);
    expect(o.specialites.map((d) => [purchaseTarget(d.purchase), d.allowed, d.cost])).toEqual([["specialite:melee:Haches", true, 5]]);
    expect(o.aptitudes.map((a) => a.cost)).toEqual([10, 15, 20, 30, 50]);
    expect(advancementOffers(aele({ situation: { trainer: "educational" } }), player).skills[0].training).toEqual({ amount: 2, unit: "month" });
  });

  it("R-XP-3 Entraînement and Réception only when the GM opened them; the ellipse is the one it opened the training with", () => {
    const closed = aele({ open: null });
    expect(advancementOffers(closed, player).characteristics[0].reasons).toEqual(["moment-closed"]);
    expect(advancementOffers(aele({ open: { moment: "training", ellipse: "mineure" } }), player).characteristics[0].reasons).toEqual(["moment-closed"]); // receipt asked, training open
    const training = aele({ situation: { moment: "training", ellipse: null }, open: { moment: "training", ellipse: "mineure" } });
    expect(advancementOffers(training, player).characteristics[0].allowed).toBe(true);
    // R-XP-4 a branch needs a medium ellipse: the player's own ellipse is not read, the GM's is
    const asked = aele({ situation: { moment: "training", ellipse: "majeure" }, open: { moment: "training", ellipse: "mineure" } });
    expect(advancementOffers(asked, player).aptitudeNeedsEllipse).toBe(advancementOffers(training, player).aptitudeNeedsEllipse);
    expect(spendMoments(closed)).toEqual(["espoir"]);
    expect(spendMoments(aele({ open: { moment: "training", ellipse: "moyenne" }, inSpecialState: true }))).toEqual(["training", "espoir", "etat-special"]);
    expect(run(closed, [buy({ kind: "characteristic", id: "force" })])).toBe(closed);
  });

  it("R-XP-3 rev 2 a théorique needs the GM's mark; the Espoir moment needs a point; R-STATE-1 the special-state moment needs one", () => {
    const marked = aele({}, usageOf({ type: "mark", means: "histoire" }));
    expect(advancementOffers(marked, player).skills[1].allowed).toBe(true);
    expect(advancementOffers(aele({ situation: { moment: "espoir" } }), player).characteristics[0].reasons).toEqual(["no-espoir"]);
    expect(advancementOffers(aele({ situation: { moment: "espoir" }, espoir: 1 }), player).characteristics[0].allowed).toBe(true);
    expect(advancementOffers(aele({ situation: { moment: "etat-special" } }), player).characteristics[0].reasons).toEqual(["no-special-state"]);
    expect(advancementOffers(aele({ situation: { moment: null } }), player).characteristics[0].reasons).toEqual(["not-training"]);
  });

  it("R-SK-6 [I] languages are learnt by practice: the flow buys nothing of them; R-SK-6 a capped skill never passes its cap", () => {
    const c = structuredClone(AELE);
    c.skills.push({ key: "central", name: "Central", level: 4, categorie: "langues", plafond: "", expertises: [{ nom: "Écriture", possedee: false }] });
    c.skills.push({ key: "primordial", name: "Primordial", level: 2, categorie: "pratiques", plafond: "", expertises: [] });
    c.skills.push({ key: "vrai-primordial", name: "Vrai Primordial", level: 2, categorie: "pratiques", plafond: "primordial", expertises: [] });
    const s = advancementState(c, usageOf({ type: "roll", skills: ["central", "vrai-primordial"], characteristic: null, opposition: 9 }));
    const o = advancementOffers(s, gm);
    expect(o.skills.map((x) => purchaseTarget(x.purchase))).not.toContain("skill:central");
    expect(o.specialites.map((x) => purchaseTarget(x.purchase))).not.toContain("specialite:central:Écriture");
    const vrai = o.skills.find((x) => purchaseTarget(x.purchase) === "skill:vrai-primordial")!;
    expect(vrai).toMatchObject({ allowed: false, reasons: ["over-cap"], canOverride: false });
  });

  it("R-XP-3 a GM may force a refused purchase, never beyond the XP, the maxima or the caps", () => {
    const poor = advancementState({ ...structuredClone(AELE), xp: { total: 12, spent: 0 } }, AELE_USAGE);
    const o = advancementOffers(poor, gm);
    expect(o.characteristics[2].canOverride).toBe(true); // agilité: not used
    expect(o.combativite.canOverride).toBe(false); // 25 > 12
    expect(advancementOffers(poor, player).characteristics[2].canOverride).toBe(false);
    const forced = reduceAdvancement(poor, buy({ kind: "characteristic", id: "agilite" }, true), gm);
    expect(forced.character.caracteristiques.agilite).toBe(4);
    expect(forced.applied).toEqual([{ purchase: { kind: "characteristic", id: "agilite" }, cost: 5, override: true, espoir: 0, marked: true }]);
    expect(reduceAdvancement(poor, buy({ kind: "characteristic", id: "agilite" }, true), player)).toBe(poor);
  });
});

describe("R-XP-3 the advancement reducer", () => {
  it("R-XP-3 a purchase raises the value, spends its XP and marks it once per act; undo takes it back", () => {
    const s = aele();
    const after = run(s, [buy({ kind: "characteristic", id: "force" }), buy({ kind: "skill", id: "melee", level: 3 }), buy({ kind: "specialite", skill: "melee", expertise: "Haches" })]);
    expect(after.character.caracteristiques.force).toBe(5);
    expect(after.character.skills[0].level).toBe(4);
    expect(after.character.skills[0].expertises[0]).toEqual({ nom: "Haches", possedee: true });
    expect(after.character.xp.spent).toBe(5 + 5 + 10 + 5);
    expect(after.bought).toMatchObject({ characteristics: ["force"], skills: ["melee"] });
    expect(advancementOffers(after, player).characteristics[0].reasons).toEqual(["already-this-act"]);
    expect(reduceAdvancement(after, buy({ kind: "characteristic", id: "force" }), player)).toBe(after); // once per act
    expect(characterWrites(s.character, after.character)).toEqual({
      system: { "caracteristiques.force": 5 },
      skills: [{ key: "melee", niveau: 4, expertises: [{ nom: "Haches", possedee: true }, { nom: "Lames légères", possedee: true }] }],
    });
    const back = run(after, [{ type: "undo" }, { type: "undo" }, { type: "undo" }]);
    expect(back).toEqual(s);
    expect(reduceAdvancement(s, { type: "undo" }, player)).toBe(s);
  });

  it("R-XP-3 rev 2 Combativité and a domaine oublié once per act; the domaine's trainings grow up to the schema's bound", () => {
    const rich = { ...structuredClone(AELE), xp: { total: 80, spent: 0 } };
    const s = advancementState(rich, usageOf({ type: "roll", skills: ["melee"], characteristic: null, opposition: 4 }, { type: "set", nearlyDied: true }));
    const after = run(s, [buy({ kind: "combativite", current: 2 }), buy({ kind: "domaine-oublie", id: "melee", level: 3 })]);
    expect(after.character.combativite).toBe(3);
    expect(after.character.domaines).toEqual([{ nom: "Mêlée", competence: "melee", niveau: 1 }]);
    expect(after.bought).toMatchObject({ combativite: true, domaines: ["melee"] });
    expect(characterWrites(s.character, after.character).system).toEqual({ combativite: 3, domainesOublies: [{ nom: "Mêlée", competence: "melee", niveau: 1 }] });
    const full = advancementState({ ...structuredClone(AELE), domaines: [{ nom: "Mêlée", competence: "melee", niveau: DOMAINE_NIVEAU_MAX }] }, AELE_USAGE);
    expect(offer(full, { kind: "domaine-oublie", id: "melee", level: 3 }, gm)).toMatchObject({ allowed: false, reasons: ["max-level"], canOverride: false });
  });

  it("R-XP-3 rev 2 a purchase at the Espoir moment pays one Espoir; [I] it cannot be undone in the flow", () => {
    const s = aele({ situation: { moment: "espoir" }, espoir: 1 });
    const after = reduceAdvancement(s, buy({ kind: "characteristic", id: "force" }), player);
    expect(after.espoir).toBe(0);
    expect(after.applied[0].espoir).toBe(1);
    expect(canUndo(after)).toBe(false);
    expect(reduceAdvancement(after, { type: "undo" }, player)).toBe(after);
    expect(reduceAdvancement(after, buy({ kind: "skill", id: "melee", level: 3 }), player)).toBe(after); // no Espoir left
  });

  it("the situation is bounded: unknown moments, trainers and ellipses fall back", () => {
    const s = aele();
    expect(reduceAdvancement(s, { type: "situation", moment: "nope" as never, trainer: "x" as never, ellipse: "y" as never }, player).situation).toEqual({ moment: null, trainer: "none", ellipse: null });
    expect(reduceAdvancement(s, { type: "situation", moment: "receipt" }, player)).toBe(s);
  });
});

describe("R-XP-3 a purchase request names its target only", () => {
  it("R-XP-3 each purchase's request reads back as the same target; the level and Combativité it carried are not sent", () => {
    const purchases: SpendPurchase[] = [
      { kind: "characteristic", id: "force" }, { kind: "skill", id: "melee", level: 9 }, { kind: "combativite", current: 4 },
      { kind: "domaine-oublie", id: "melee", level: 3 }, { kind: "specialite", skill: "melee", expertise: "Haches" },
    ];
    for (const p of purchases) {
      const request = purchaseRequest(p) as Exclude<PurchaseRequest, { kind: "aptitude" }>;
      expect(Object.keys(request)).not.toContain("level");
      expect(Object.keys(request)).not.toContain("current");
      expect(purchaseTarget(requestedPurchase(request))).toBe(purchaseTarget(p));
    }
    expect(requestedPurchase({ kind: "skill", id: "melee" })).toEqual({ kind: "skill", id: "melee", level: 0 });
    expect(purchaseTarget({ kind: "aptitude", tier: "fondatrice", classOwned: false })).toBe("aptitude:fondatrice");
    expect(purchaseTarget({ kind: "specialite", skill: "melee" })).toBe("specialite:melee");
  });

  it("R-SK-1 a skill at its highest level and R-SK-2 an expertise already owned are refused, a GM's override included", () => {
    const c = structuredClone(AELE);
    c.skills[0].level = 10;
    const s = advancementState(c, AELE_USAGE);
    expect(offer(s, { kind: "skill", id: "melee", level: 10 }, gm)).toMatchObject({ allowed: false, canOverride: false, reasons: expect.arrayContaining(["max-level"]) });
    expect(offer(s, { kind: "specialite", skill: "melee", expertise: "Lames légères" }, gm)).toMatchObject({ allowed: false, canOverride: false, reasons: ["already-owned"] });
  });

  it("R-XP-3 a GM's forced second purchase in the act is marked once; a skill the character lacks is offered at level 0", () => {
    const rich = aele();
    rich.character.xp.total = 200;
    const twice = run(rich, [buy({ kind: "characteristic", id: "force" }), buy({ kind: "characteristic", id: "force" }, true)], gm);
    expect(twice.character.caracteristiques.force).toBe(AELE.caracteristiques.force + 2);
    expect(twice.bought.characteristics).toEqual(["force"]);
    expect(offer(rich, { kind: "skill", id: "inconnue", level: 0 }, gm).reasons).not.toContain("max-level");
  });

  it("the reducer ignores an unknown action; a situation change keeps what it does not name", () => {
    const s = aele();
    expect(reduceAdvancement(s, { type: "vendre" } as never, player)).toBe(s);
    expect(reduceAdvancement(s, { type: "situation", trainer: "trainer" }, player).situation).toEqual({ moment: "receipt", trainer: "trainer", ellipse: null });
  });
});

describe("properties of the advancement model", () => {
  const actor = newActor();
  actor.system.xp = { ...(actor.system.xp as object), total: 400, spent: 0 };
  const base = characterFromActor(actor);
  const keys = base.skills.map((k) => k.key);
  const expertises = base.skills.flatMap((k) => k.expertises.map((e) => [k.key, e.nom] as const));
  const purchase: fc.Arbitrary<SpendPurchase> = fc.oneof(
    fc.constantFrom(...CHARACTERISTIC_KEYS).map((id): SpendPurchase => ({ kind: "characteristic", id })),
    fc.tuple(fc.constantFrom(...keys), fc.integer({ min: -3, max: 120 })).map(([id, level]): SpendPurchase => ({ kind: "skill", id, level })),
    fc.integer({ min: -3, max: 9 }).map((current): SpendPurchase => ({ kind: "combativite", current })),
    fc.constantFrom(...keys).map((id): SpendPurchase => ({ kind: "domaine-oublie", id })),
    fc.constantFrom(...expertises).map(([skill, expertise]): SpendPurchase => ({ kind: "specialite", skill, expertise })),
  );
  const action: fc.Arbitrary<AdvancementAction> = fc.oneof(
    fc.tuple(purchase, fc.boolean()).map(([p, o]) => buy(p, o)),
    fc.constant<AdvancementAction>({ type: "undo" }),
    fc.record({ type: fc.constant("situation" as const), moment: fc.constantFrom(null, ...SPEND_MOMENTS), trainer: fc.constantFrom("none", "trainer", "educational" as const) }),
  );
  const usageEvent: fc.Arbitrary<UsageEvent> = fc.oneof(
    fc.record({ type: fc.constant("roll" as const), skills: fc.subarray(keys, { maxLength: 3 }), characteristic: fc.option(fc.constantFrom(...CHARACTERISTIC_KEYS)), opposition: fc.option(fc.integer({ min: 0, max: 12 })) }),
    fc.record({ type: fc.constant("set" as const), moreCombativeEnemy: fc.boolean(), nearlyDied: fc.boolean() }),
    fc.constantFrom(...keys).map((means): UsageEvent => ({ type: "mark", means })),
    fc.constant<UsageEvent>({ type: "new-act" }),
  );
  const world = fc.record({ usage: fc.array(usageEvent, { maxLength: 12 }), espoir: fc.nat(3), special: fc.boolean(), isGM: fc.boolean(), actions: fc.array(action, { maxLength: 30 }) });
  const start = (w: { usage: UsageEvent[]; espoir: number; special: boolean }) => advancementState(structuredClone(base), usageOf(...w.usage), { espoir: w.espoir, inSpecialState: w.special });

  it("R-XP-3 undo after a purchase restores the previous state exactly", () => {
    fc.assert(fc.property(world, purchase, fc.boolean(), (w, p, o) => {
      const ctx = { isGM: w.isGM };
      const s = run(start(w), w.actions, ctx);
      const after = reduceAdvancement(s, buy(p, o), ctx);
      fc.pre(after !== s && canUndo(after));
      expect(reduceAdvancement(after, { type: "undo" }, ctx)).toEqual(s);
    }), { numRuns: 150 });
  });

  it("R-XP-3 no sequence of purchases and undos makes an actor or a skill that the data model refuses, nor spends XP the character lacks", () => {
    fc.assert(fc.property(world, (w) => {
      const s0 = start(w);
      const s = run(s0, w.actions, { isGM: w.isGM });
      expect(s.character.xp.spent).toBeLessThanOrEqual(s.character.xp.total);
      expect(s.espoir).toBeGreaterThanOrEqual(0);
      for (const k of s.character.skills.filter((x) => x.plafond)) {
        expect(k.level, `R-SK-6 ${k.key}`).toBeLessThanOrEqual(s.character.skills.find((x) => x.key === k.plafond)?.level ?? Infinity);
      }
      const writes = characterWrites(s0.character, s.character);
      const system = structuredClone(actor.system) as Record<string, unknown>;
      for (const [path, value] of Object.entries(writes.system)) {
        const [head, tail] = path.split(".");
        if (tail) (system[head] as Record<string, unknown>)[tail] = value;
        else system[head] = value;
      }
      expect(validateSchema(actorFields, system)).toEqual([]);
      expect(validateActorUpdate("personnage", actor.system, writes.system, NO_ADJUSTMENT)).toEqual({ ok: true });
      for (const w2 of writes.skills) {
        const item = actor.items.find((i) => i.type === "competence" && characterFromActor({ system: actor.system, items: [i] }).skills[0].key === w2.key)!;
        const changes = { ...(w2.niveau !== undefined ? { niveau: w2.niveau } : {}), ...(w2.expertises ? { expertises: w2.expertises } : {}) };
        expect(validateSchema(itemFields.competence, { ...item.system, ...changes }), item.name).toEqual([]);
        expect(validateItemUpdate("competence", item.system, changes, "altherion"), item.name).toEqual({ ok: true });
      }
    }), { numRuns: 120 });
  });
});
