import { describe, expect, it } from "vitest";
import {
  planAddFragilite, planDamage, planEnterState, planHeal, planLeaveState, planRefreshPoints, planRest, mayRefresh,
  planPerilStatuses, planSetEpuisement, planSetFragilite, planSpendPoints, planStabilize,
  NO_ADJUSTMENT,
} from "../../src/rules/index";
import type { Plan } from "../../src/rules/index";
import { debutant, heros } from "../fixtures/personnages";

const PLAYER = { isGM: false, creation: false };
const GM = { isGM: true, creation: false };

const ok = (p: ReturnType<typeof planDamage>): Plan => {
  expect(p.ok).toBe(true);
  return p as Plan;
};

describe("damage (R-CON-3..7, R-FIGHT-3)", () => {
  it("R-CON-3 ephemeral points absorb first; the type picks the constitution", () => {
    const p = ok(planDamage(heros(), { amount: 5, type: "sociale" }));
    expect(p.system).toMatchObject({ "constitutions.confiance.ephemeral": 0, "constitutions.confiance.value": 28 });
  });

  it("R-CON-3 lethal overflow becomes scars; R-CON-6 Péril and R-CON-7 first Agonie at 0 Vitalité", () => {
    const p = ok(planDamage(debutant(), { amount: 14 + 4, type: "physique" }));
    expect(p.system["constitutions.vitalite.value"]).toBe(0);
    expect(p.system["constitutions.vitalite.scars"]).toBe(3);
    expect(p.system.agonie).toBe(1);
    expect(p.addStatuses).toEqual(expect.arrayContaining(["peril-vitalite", "agonie"]));
  });

  it("R-CON-3 non-lethal damage never adds scars", () => {
    const p = ok(planDamage(debutant(), { amount: 14, type: "physique", lethal: false }));
    expect(p.system["constitutions.vitalite.scars"]).toBe(0);
  });

  it("R-CON-3 a non-lethal blow on a creature in Agonie only removes one Résilience point (all on a critical success)", () => {
    const s = debutant();
    s.agonie = 1;
    s.points.resilience.value = 2;
    expect(ok(planDamage(s, { amount: 9, type: "physique", lethal: false })).system).toEqual({ "points.resilience.value": 1 });
    expect(ok(planDamage(s, { amount: 9, type: "physique", lethal: false, critical: true })).system).toEqual({ "points.resilience.value": 0 });
    expect(ok(planDamage(s, { amount: 0, type: "physique", lethal: false })).system).toEqual({});
    expect(ok(planDamage(s, { amount: 9, type: "physique", lethal: true })).system["constitutions.vitalite.value"]).toBeLessThan(s.constitutions.vitalite.value);
  });

  it("R-CON-4 one blow ≥ max: death, unconscious or découragement", () => {
    expect(ok(planDamage(debutant(), { amount: 15, type: "physique" })).addStatuses).toContain("mort");
    expect(ok(planDamage(debutant(), { amount: 15, type: "magique" })).addStatuses).toContain("inconscience");
    expect(ok(planDamage(debutant(), { amount: 15, type: "sociale" })).addStatuses).toContain("decouragement");
  });

  it("refuses a negative or fractional amount with a key", () => {
    expect(planDamage(heros(), { amount: -1 })).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadAmount" });
    expect(planDamage(heros(), { amount: 1.5 })).toMatchObject({ ok: false });
  });

  it("R-FIGHT-3 a blow of no type is physical (Vitalité); an unknown type is refused with a key", () => {
    expect(ok(planDamage(heros(), { amount: 1 })).report.cle).toBe("vitalite");
    expect(planDamage(heros(), { amount: 1, type: "feu" as "physique" })).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadDamageType" });
    expect(planDamage(heros(), { amount: 1, type: "constructor" as "physique" })).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadDamageType" });
  });
});

describe("heal, rest, stabilise (R-CON-1, R-CON-6, R-CON-8)", () => {
  it("heal never goes above max − scars", () => {
    expect(ok(planHeal(heros(), "energie", 100)).system).toEqual({ "constitutions.energie.value": 45 });
  });

  it("R-CON-8 a Normale rest restores Puissance; Épuisement lowers it", () => {
    const s = debutant();
    s.constitutions.vitalite.value = 5;
    // Puissance of an all-2 grid = 2 + 2 = 4.
    expect(ok(planRest(s, "normale", {}, new Set<string>(), NO_ADJUSTMENT)).system["constitutions.vitalite.value"]).toBe(9);
    s.epuisement = 1;
    expect(ok(planRest(s, "normale", {}, new Set<string>(), NO_ADJUSTMENT)).system["constitutions.vitalite.value"]).toBe(8);
  });

  it("R-CRIT-1 / R-STATE-6 a full rest clears Aggravation and Descente; R-CAR-5 refills Résilience when unhurt", () => {
    const s = debutant();
    s.aggravation = 3;
    const p = ok(planRest(s, "normale", { fullRest: true }, new Set<string>(["descente"]), NO_ADJUSTMENT));
    expect(p.system.aggravation).toBe(0);
    expect(p.removeStatuses).toContain("descente");
    expect(p.system["points.resilience.value"]).toBe(2);
  });

  it("R-FIGHT-6 a whole day of full rest counts towards losing Épuisement; a lesser rest ends the run", () => {
    const s = debutant();
    s.epuisement = 2;
    const fullDay = { wholeDay: true, fullRest: true };
    const first = ok(planRest(s, "normale", fullDay, new Set<string>(), NO_ADJUSTMENT));
    expect(first.system.joursRepos).toBe(1);
    expect(first.system.epuisement).toBeUndefined();
    s.joursRepos = 1;
    expect(ok(planRest(s, "normale", fullDay, new Set<string>(), NO_ADJUSTMENT)).system).toMatchObject({ epuisement: 1, joursRepos: 0 });
    expect(ok(planRest(s, "normale", { fullRest: true }, new Set<string>(), NO_ADJUSTMENT)).system.joursRepos).toBe(0);
  });

  it("R-CON-6 stabilise ends Péril", () => {
    const p = ok(planStabilize(heros(), "vitalite"));
    expect(p.system).toEqual({ "constitutions.vitalite.stabilized": true });
    expect(p.removeStatuses).toEqual(["peril-vitalite"]);
  });

  it("R-CON-6 the Péril icons follow the data after a direct edit: on at 0 unstabilised, off otherwise", () => {
    const s = heros();
    s.constitutions.vitalite = { ...s.constitutions.vitalite, value: 0, stabilized: false };
    s.constitutions.energie = { ...s.constitutions.energie, value: 0, stabilized: true };
    const p = ok(planPerilStatuses(s, new Set(["peril-energie", "peril-confiance"])));
    expect([p.system, p.addStatuses, p.removeStatuses]).toEqual([{}, ["peril-vitalite"], ["peril-energie", "peril-confiance"]]);
    expect(ok(planPerilStatuses(s, new Set(["peril-vitalite"]))).removeStatuses).toEqual([]);
  });

  it("R-CRIT-5 the pips set Fragilité: a rise to 6 is death, a lower value is a plain write, out of 0..6 refused", () => {
    const s = heros(); // Fragilité 1
    expect(ok(planSetFragilite(s, 6))).toMatchObject({ system: { fragilite: 6 }, addStatuses: ["mort"] });
    expect(ok(planSetFragilite(s, 3))).toMatchObject({ system: { fragilite: 3 }, addStatuses: [] });
    expect(ok(planSetFragilite(s, 0))).toMatchObject({ system: { fragilite: 0 }, addStatuses: [] });
    expect(planSetFragilite(s, 7).ok).toBe(false);
    expect(planSetFragilite(s, 1.5).ok).toBe(false);
  });

  it("R-FIGHT-6 the pips set Épuisement: gaining up to 6 is death (gainEpuisement), out of 0..6 refused", () => {
    const s = heros(); // Épuisement 1
    expect(ok(planSetEpuisement(s, 6))).toMatchObject({ system: { epuisement: 6 }, addStatuses: ["mort"] });
    expect(ok(planSetEpuisement(s, 5))).toMatchObject({ system: { epuisement: 5 }, addStatuses: [] });
    expect(ok(planSetEpuisement(s, 0))).toMatchObject({ system: { epuisement: 0 }, addStatuses: [] });
    expect(planSetEpuisement(s, -1).ok).toBe(false);
  });

  it("R-CON-1 healing refuses a negative or fractional amount", () => {
    expect(planHeal(heros(), "vitalite", -1)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadAmount" });
    expect(planHeal(heros(), "vitalite", 0.5).ok).toBe(false);
  });

  it("R-CON-7 / R-CRIT-2 a rest while stable clears Agonie, except the point Estomac keeps", () => {
    const s = heros();
    s.agonie = 3;
    expect(ok(planRest(s, "normale", {}, new Set<string>(), NO_ADJUSTMENT))).toMatchObject({ system: { agonie: 0 }, removeStatuses: expect.arrayContaining(["agonie"]) });
    const kept = ok(planRest(s, "normale", {}, new Set(["estomac"]), NO_ADJUSTMENT));
    expect(kept.system.agonie).toBe(1);
    expect(kept.removeStatuses).not.toContain("agonie");
  });

  it("R-CON-6 stabilising names one of the three constitutions", () => {
    expect(planStabilize(heros(), "moral" as "vitalite")).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadConstitution" });
  });

  it("refuses an unknown rest rank", () => {
    expect(planRest(heros(), "sieste" as "normale", {}, new Set<string>(), NO_ADJUSTMENT).ok).toBe(false);
  });
});

describe("points pools (R-CAR-5)", () => {
  it("spends and refuses an over-spend", () => {
    expect(ok(planSpendPoints(heros(), "finesse", 2)).system).toEqual({ "points.finesse.value": 3 });
    expect(planSpendPoints(heros(), "impact", 3)).toMatchObject({ ok: false, key: "ALTHERION.Actor.NotEnoughPoints" });
  });

  it("R-CAR-5 a spend or refill names one of the three pools and a whole number", () => {
    expect(planSpendPoints(heros(), "karma" as "impact", 1)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadPool" });
    expect(planSpendPoints(heros(), "finesse", -1)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadAmount" });
    expect(planSpendPoints(heros(), "finesse", 1.5)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadAmount" });
    const maxima = { impact: { max: 4 }, resilience: { max: 5 }, finesse: { max: 6 } };
    expect(planRefreshPoints(maxima, "karma" as "impact", GM)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadPool" });
  });

  it("refreshes one pool or all", () => {
    const maxima = { impact: { max: 4 }, resilience: { max: 5 }, finesse: { max: 6 } };
    expect(ok(planRefreshPoints(maxima, "finesse", PLAYER)).system).toEqual({ "points.finesse.value": 6 });
    expect(Object.keys(ok(planRefreshPoints(maxima, undefined, GM)).system)).toHaveLength(3);
  });

  it("R-CAR-5 [I] Impact and Résilience are refilled by hand by the GM (or during creation); Finesse by any owner", () => {
    const maxima = { impact: { max: 4 }, resilience: { max: 5 }, finesse: { max: 6 } };
    const refused = { ok: false, key: "ALTHERION.Actor.RefreshGmOnly" };
    expect(planRefreshPoints(maxima, "impact", PLAYER)).toMatchObject(refused);
    expect(planRefreshPoints(maxima, "resilience", PLAYER)).toMatchObject(refused);
    expect(planRefreshPoints(maxima, undefined, PLAYER)).toMatchObject(refused);
    expect(ok(planRefreshPoints(maxima, "impact", GM)).system).toEqual({ "points.impact.value": 4 });
    expect(Object.keys(ok(planRefreshPoints(maxima, undefined, { isGM: false, creation: true })).system)).toHaveLength(3);
    expect([mayRefresh("finesse", PLAYER), mayRefresh("impact", PLAYER), mayRefresh("impact", GM)]).toEqual([true, false, true]);
  });
});

describe("special states (R-STATE) and Fragilité (R-CRIT-5)", () => {
  it("enters a special state once, not during Descente", () => {
    expect(ok(planEnterState(new Set<string>(), "zone")).addStatuses).toEqual(["zone"]);
    expect(planEnterState(new Set(["zone"]), "zone").ok).toBe(false);
    expect(planEnterState(new Set<string>(["descente"]), "flamboyance")).toMatchObject({ ok: false, key: "ALTHERION.Actor.InDescente" });
    expect(planEnterState(new Set<string>(), "agonie").ok).toBe(false);
  });

  it("R-STATE-3 leaving Acharnement: +1 Fragilité, Descente, scars = wounds", () => {
    const p = ok(planLeaveState(heros(), new Set(["acharnement"]), "acharnement"));
    expect(p.system).toMatchObject({ fragilite: 2, "constitutions.energie.scars": 10, "constitutions.confiance.scars": 20, "constitutions.vitalite.scars": 0 });
    expect(p.addStatuses).toEqual(["descente"]);
    expect(p.removeStatuses).toEqual(["acharnement"]);
  });

  it("R-STATE leaving names a special state the creature is in", () => {
    expect(planLeaveState(heros(), new Set(["agonie"]), "agonie")).toMatchObject({ ok: false, key: "ALTHERION.Actor.UnknownState" });
    expect(planLeaveState(heros(), new Set<string>(), "zone")).toMatchObject({ ok: false, key: "ALTHERION.Actor.NotInState" });
  });

  it("R-STATE-2 leaving La Zone has no after-effect", () => {
    const p = ok(planLeaveState(heros(), new Set(["zone"]), "zone"));
    expect(p.system).toEqual({});
    expect(p.addStatuses).toEqual([]);
  });

  it("R-CRIT-5 Fragilité 6 is death", () => {
    const s = heros();
    s.fragilite = 5;
    const p = ok(planAddFragilite(s, 3));
    expect(p.system).toEqual({ fragilite: 6 });
    expect(p.addStatuses).toEqual(["mort"]);
  });

  it("R-CRIT-5 Fragilité is added by a whole, non-negative number", () => {
    expect(planAddFragilite(heros(), -1)).toMatchObject({ ok: false, key: "ALTHERION.Actor.BadAmount" });
    expect(planAddFragilite(heros(), 0.5).ok).toBe(false);
  });
});
