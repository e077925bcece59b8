import { describe, expect, it } from "vitest";
import { buildPersonnageContext, buildConstitution } from "../../src/applications/sheets/personnage-context";
import { buildPnjContext } from "../../src/applications/sheets/pnj-context";
import { buildGroupeContext, moralPips } from "../../src/applications/sheets/groupe-context";
import { ITEM_TYPES, buildItemContext } from "../../src/applications/sheets/item-context";
import { buildMoralPanelContext, pickGroup } from "../../src/applications/moral-panel-context";
import { GM, PLAYER, enCreation, groupe, itemOfType, personnage, pnj } from "../fixtures/sheet-fixtures";
import { creationReport } from "../../src/data/personnage-derived";
import type { CreatureSource } from "../../src/rules/index";
import { testWords } from "../render/handlebars-env";

const FR = testWords("fr");

describe("personnage context", () => {
  const ctx = buildPersonnageContext(personnage(GM));
  it("R-CAR-1 lays the 3×3 grid with scores on the edges", () => {
    expect(ctx.grid.columns.map((c) => c.key)).toEqual(["corps", "ame", "esprit"]);
    expect(ctx.grid.rows.map((r) => r.cells.map((c) => c.key))).toEqual([["force", "pouvoir", "intellect"], ["vigueur", "charisme", "volonte"], ["agilite", "perception", "sagesse"]]);
    const agilite = ctx.grid.rows[2].cells[0];
    expect(agilite).toMatchObject({ base: 7, value: 8, overCap: false }); // Sylvain +1 Agilité (the real derivation)
  });
  it("groups skills by category in the rulebook's order and only combat/pratique roll (R-SK-1, R-SK-5)", () => {
    expect(ctx.skillGroups.map((g) => g.key)).toEqual(["combat", "pratiques", "theoriques", "langues"]);
    expect(ctx.skillCount).toBe(40);
    expect(ctx.skillGroups.find((g) => g.key === "theoriques")!.skills.every((s) => !s.rollable && s.hasDegree)).toBe(true);
    const melee = ctx.skillGroups[0].skills.find((s) => s.name === "Mêlée")!;
    expect(melee.expertises.map((e) => e.name)).toEqual(["Lames légères", "Lames lourdes"]);
  });
  it("R-CON-1 gauges: value, wounds and scars widths add to 100%", () => {
    const c = buildConstitution("vitalite", { value: 32, max: 50, scars: 6, ephemeral: 4, stabilized: false, premice: 15, bonus: 5 }, FR, true);
    expect(c.valuePct + c.woundsPct + c.scarsPct).toBeCloseTo(100);
    expect(buildConstitution("energie", { value: 0, max: 50, scars: 0, ephemeral: 0, stabilized: false, premice: 15, bonus: 5 }, FR, true).peril).toBe(true);
    expect(buildConstitution("energie", { value: 0, max: 50, scars: 0, ephemeral: 0, stabilized: true, premice: 15, bonus: 5 }, FR, true).peril).toBe(false);
  });
  it("R-CON-9 gauges carry the per-turn regeneration amount and its system field name", () => {
    const c = buildConstitution("vitalite", { value: 32, max: 50, scars: 6, ephemeral: 4, stabilized: false, premice: 15, bonus: 5 }, FR, true, 3);
    expect(c).toMatchObject({ regeneration: 3, hasRegeneration: true });
    expect(c.names.regeneration).toBe("system.regeneration.vitalite");
    expect(buildConstitution("energie", { value: 0, max: 50, scars: 0, ephemeral: 0, stabilized: false, premice: 15, bonus: 5 }, FR, true).hasRegeneration).toBe(false);
    const ctx = buildPersonnageContext(personnage(GM));
    expect(ctx.sante.constitutions.map((k) => k.regeneration)).toEqual([2, 0, 0]);
  });
  it("R-CREA-2 budget lines sum to the spent total computed by rules.creationCost: the costs, less what the flaws give back", () => {
    const c = buildPersonnageContext({ ...enCreation(GM), system: { ...enCreation(GM).system, rapportCreation: undefined } }).creation!;
    expect(c.lines.costs.reduce((n, l) => n + l.cost, 0) - c.lines.refunds.reduce((n, l) => n + l.points, 0)).toBe(c.spent);
    expect(c.lines.costTotal - c.lines.refundTotal).toBe(c.spent);
    // A flaw is never a cost: it stands apart, with the points it gives back (positive).
    expect(c.lines.costs.map((l) => l.label)).not.toContain("ALTHERION.Sheet.Creation.Handicaps");
    expect(c.lines.refunds.map((l) => l.label)).toEqual(["ALTHERION.Sheet.Creation.Handicaps"]);
    expect(c.lines.refunds.every((l) => l.points >= 0)).toBe(true);
    expect(c.over).toBe(c.spent > 75);
  });
  it("R-CREA-2 (rev 2) the Langues group offers the native language among the owned languages; the chosen one is marked", () => {
    const langues = buildPersonnageContext(personnage(GM, { langueNatale: "central" })).skillGroups.find((g) => g.key === "langues")!;
    expect(langues.native!.name).toBe("system.langueNatale");
    expect(langues.native!.options[0]).toMatchObject({ value: "", label: "ALTHERION.Sheet.LangueNatale.Aucune", selected: false });
    expect(langues.native!.options.filter((o) => o.selected).map((o) => o.label)).toEqual(["Central"]);
    expect(langues.native!.options).toHaveLength(1 + langues.skills.length);
    expect(langues.skills.filter((k) => k.native).map((k) => k.name)).toEqual(["Central"]);
    expect(ctx.skillGroups.filter((g) => g.key !== "langues").every((g) => g.native === null)).toBe(true);
  });
  it("R-CREA-2 (rev 2) the budget panel reads the derived report: a Langues line at 2 per paid level, the native language shown", () => {
    const p = personnage(GM, { langueNatale: "central", creation: { active: true, budget: 75 } }); // the 40-skill character, as if still in creation
    const items = p.items.map((i) => ({ type: i.type, name: i.name, system: i.system }));
    const rapport = creationReport(p.system as unknown as CreatureSource & { langueNatale: string }, { items }, 75);
    const c = buildPersonnageContext({ ...p, system: { ...p.system, rapportCreation: rapport } }).creation!;
    // Central 10 native: 2 paid; Atlante 3, Draconique 1, Méridional 6, Occidental 7, Oriental 2, Primordial 4, Septentrional 5, Vrai Primordial 2.
    expect(c.lines.costs.find((l) => l.label === "ALTHERION.Sheet.Creation.Langues")).toEqual({ label: "ALTHERION.Sheet.Creation.Langues", count: 32, cost: 64 });
    expect(c.native).toEqual({ name: "Central", free: 8 });
    expect(c.lines.costTotal - c.lines.refundTotal).toBe(rapport.depense);
  });
  it("R-CAR-6 a characteristic over its cap, from the real derivation: the budget panel names it with its value and cap, its cell is flagged", () => {
    const caracteristiques = { force: 5, vigueur: 6, agilite: 9, pouvoir: 4, charisme: 5, perception: 6, intellect: 5, volonte: 6, sagesse: 4 };
    const c = buildPersonnageContext(personnage(GM, { caracteristiques, creation: { active: true, budget: 75 } }));
    expect(c.creation!.overCap).toEqual([{ label: "ALTHERION.Sheet.Carac.Agilite", value: 10, cap: 9 }]); // Sylvain: +1 Agilité, favoured
    expect(c.creation!.hasOverCap).toBe(true);
    expect(c.grid.rows[2].cells[0]).toMatchObject({ key: "agilite", value: 10, overCap: true });
    expect(c.grid.rows.flatMap((r) => r.cells).filter((cell) => cell.overCap)).toHaveLength(1);
  });
  it("R-CREA-1 the lineage's swap: from a characteristic the species changes, to any other", () => {
    const l = buildPersonnageContext(personnage(GM, { echangeLignee: { de: "vigueur", vers: "force" } })).lineage;
    expect(l).toMatchObject({ name: "Lignée des Hautes-Brumes", hasEspece: true, canSwap: true });
    expect(l.from.map((o) => [o.value, o.bonus, o.selected])).toEqual([["", 0, false], ["vigueur", -1, true], ["agilite", 1, false], ["perception", 1, false]]);
    expect(l.swap).toEqual({ de: "ALTHERION.Sheet.Carac.Vigueur", bonus: -1, vers: "ALTHERION.Sheet.Carac.Force" });
    expect(l.to.map((o) => o.value)).not.toContain("vigueur");
    expect(l.to.filter((o) => o.selected).map((o) => o.value)).toEqual(["force"]);
    expect(buildPersonnageContext(personnage(GM)).lineage.from[0].selected).toBe(true);
    expect(buildPersonnageContext(personnage(GM)).lineage.swap).toBeNull();
  });
  it("R-SK-5 (rev 2) a théorique's owned expertise shows the degree on its subject", () => {
    const histoire = ctx.skillGroups.find((g) => g.key === "theoriques")!.skills.find((k) => k.name === "Histoire")!;
    expect(histoire.degree).toBe("ALTHERION.Connaissance.solides");
    expect(histoire.expertises).toEqual([expect.objectContaining({ name: "Empire atlante", degree: "ALTHERION.Connaissance.solides", hasDegree: true })]);
    const melee = ctx.skillGroups[0].skills.find((k) => k.name === "Mêlée")!;
    expect(melee.expertises.every((e) => !e.hasDegree)).toBe(true);
  });
  it("R-FORT-3 hides Karma from players unless the setting allows", () => {
    expect(buildPersonnageContext(personnage(PLAYER)).biographie.karma).toBeNull();
    expect(buildPersonnageContext(personnage({ ...PLAYER, karmaVisible: true })).biographie.karma).toBe(12);
    expect(ctx.biographie.karma).toBe(12);
  });
  it("R-XP-7 Progression shows the whole system.xp.log (legacy rows read as entries), newest first, PP marked", () => {
    const p = ctx.progression;
    expect(p.xp).toEqual({ total: 140, spent: 95, available: 45 });
    expect(p.log.map((r) => r.id)).toEqual(["xpentry000000005", "xpentry000000004", "xpentry000000003", "xpentry000000002", "xpentry000000001", "legacy0000000000"]);
    expect(p.log[0]).toMatchObject({ isPp: true, amountText: "−4 PP", kindLabel: "ALTHERION.XP.Log.Kind.Spend" });
    expect(p.log[1]).toMatchObject({ undone: true, kind: "override" });
    expect(p.log[5]).toMatchObject({ kind: "gain", amount: 6, reason: "Ancienne ligne (avant v1)", arcAct: null });
    expect(p.log[2].arcAct).toEqual({ arc: 2, act: 1 }); // R-XP-7 shown « Arc 2, acte 1 », as the usage panel says it
  });

  it("R-XP-3 / R-XP-7 Progression shows what this arc's usage allows, and the domaines oubliés", () => {
    const u = ctx.progression.usage;
    expect(u).toMatchObject({ arc: 2, act: 1, rolls: 5, moreCombativeEnemy: true, combativite: true, empty: false });
    expect(u.characteristics).toEqual([{ key: "agilite", label: "ALTHERION.Caracteristique.agilite", bought: false }]);
    expect(u.skills).toEqual([
      { key: "furtivite", name: "Furtivité", level: 5, opposition: 2, opposed: false, bought: false },
      { key: "melee", name: "Mêlée", level: 6, opposition: 7, opposed: true, bought: true },
    ]);
    expect(ctx.progression.domaines).toEqual([{ nom: "Histoire", competence: "histoire", niveau: 2, name: "Histoire" }]);
    const bare = buildPersonnageContext({ ...personnage(PLAYER), usage: undefined }).progression;
    expect(bare.usage.empty).toBe(true);
    expect(buildPersonnageContext(personnage(GM, { domainesOublies: [] })).progression.hasDomaines).toBe(false);
  });

  it("Progression tool buttons: Spend/log for the owner, PP tools only in the achat ruleset, Award/Ellipse/New arc for the GM", () => {
    const actions = (c: ReturnType<typeof buildPersonnageContext>) => [...c.progression.tools, ...c.progression.gmTools].map((t) => t.action);
    expect(actions(ctx)).toEqual(["xpSpend", "xpLog", "xpAward", "xpEllipse", "xpNewArc"]);
    expect(actions(buildPersonnageContext(personnage(PLAYER)))).toEqual(["xpSpend", "xpLog"]);
    expect(actions(buildPersonnageContext(personnage({ ...PLAYER, ruleset: "achat" })))).toEqual(["xpSpend", "xpLog", "xpPp"]);
    expect(actions(buildPersonnageContext(personnage({ ...PLAYER, editable: false })))).toEqual(["xpLog"]);
  });

  it("shows the PP view only in the progression-par-achat ruleset (R-PP-*)", () => {
    expect(ctx.progression.achat).toBeNull();
    expect(buildPersonnageContext(personnage({ ...GM, ruleset: "achat" })).progression.achat?.skills.length).toBeGreaterThan(0);
  });
  it("marks the active tab and the states in force", () => {
    const c = buildPersonnageContext(personnage(GM), "sante");
    expect(c.tabs.filter((t) => t.active).map((t) => t.id)).toEqual(["sante"]);
    expect(c.sante.states.find((s) => s.id === "flamboyance")!.active).toBe(true);
    expect(c.sante.fragilite.pips).toHaveLength(6);
  });
  it("R-CAR-5 [I] the ↻ of Impact and Résilience is the GM's once creation is over; Finesse's any owner's", () => {
    const empty = { impact: { value: 0 }, resilience: { value: 0 }, finesse: { value: 0 } };
    const pools = (flags: typeof GM) => buildPersonnageContext(personnage(flags, { points: empty } as never)).header.pools.map((p) => [p.key, p.canRefresh]);
    expect(pools(PLAYER)).toEqual([["impact", false], ["resilience", false], ["finesse", true]]);
    expect(pools(GM)).toEqual([["impact", true], ["resilience", true], ["finesse", true]]);
  });
  it("R-STATE-2 La Zone is entered by its roll: only the GM may put a character in it from the sheet; anyone who may edit can leave it", () => {
    const zone = (flags: typeof GM, statuses: string[]) => buildPersonnageContext({ ...personnage(flags), statuses }, "sante").sante.states.find((s) => s.id === "zone")!;
    expect(zone(PLAYER, [])).toMatchObject({ canEnter: false, refused: "ALTHERION.Etat.ZoneByRoll" });
    expect(zone(GM, [])).toMatchObject({ canEnter: true, refused: null });
    expect(zone(PLAYER, ["zone"])).toMatchObject({ active: true, canEnter: true, actionLabel: "ALTHERION.Sheet.QuitterEtat" });
  });
  it("R-STATE-3 / R-STATE-4 / R-STATE-5 special states are entered by spending through the Moral", () => {
    const c = buildPersonnageContext(personnage(GM), "sante"); // in Flamboyance already; 1 personal Espoir, no group
    const by = (id: string) => c.sante.states.find((s) => s.id === id)!;
    expect(by("flamboyance")).toMatchObject({ active: true, action: "toggleState" });
    expect(by("zone")).toMatchObject({ action: "toggleState", canEnter: true, cost: null }); // the GM may grant La Zone (R-STATE-2)
    expect(by("acharnement")).toMatchObject({ action: "enterStateBySpending", cost: "ALTHERION.Moral.State.Cost.Desespoir", canEnter: false, refused: "ALTHERION.Moral.Reason.no-points" });
    expect(by("apaisement")).toMatchObject({ cost: "ALTHERION.Moral.State.Cost.Calm", canEnter: false }); // R-MORAL-6 it holds a personal Espoir
    const uuid = "Actor.pers00000000001";
    const inGroup = buildPersonnageContext({
      ...personnage(GM),
      moral: { state: { espoir: 0, desespoir: 1, members: [{ id: uuid, exaltation: 6, espoir: 1, desespoir: 0 }, { id: "Actor.b", exaltation: 6, espoir: 0, desespoir: 0 }] }, memberId: uuid, groupUuid: "Actor.g" },
    }, "sante");
    expect(inGroup.sante.states.find((s) => s.id === "acharnement")).toMatchObject({ canEnter: true, payer: "ALTHERION.Moral.Payer.Group" });
  });
});

describe("pnj, groupe, items, Moral panel", () => {
  it("pnj lists only rollable skills and hides GM notes from players", () => {
    expect(buildPnjContext(pnj(GM)).skills.every((s) => s.rollable)).toBe(true);
    expect(buildPnjContext(pnj(PLAYER)).notes).toBeNull();
  });
  it("R-MORAL-1 one pip per member, Espoir from the left, Désespoir from the right", () => {
    expect(moralPips(2, 1, 5).map((p) => p.kind)).toEqual(["espoir", "espoir", "vide", "vide", "desespoir"]);
    const g = buildGroupeContext(groupe(GM, { espoir: 5, desespoir: 0 }));
    expect(g.moral).toMatchObject({ galvanise: true, tourmente: false });
    expect(g.moral.exploits.map((e) => [e.kind, e.disabled, e.reason])).toEqual([["espoir", false, null], ["desespoir", true, "ALTHERION.Sheet.Moral.ExploitImpossible.NotTourmente"]]);
    expect(buildGroupeContext(groupe(GM, { espoir: 0, desespoir: 0 })).moral.accalmie).toBe(true);
  });
  it("every item type has a context with bounded fields", () => {
    for (const type of ITEM_TYPES) {
      const c = buildItemContext(itemOfType(type));
      expect(c.typePart).toBe(`systems/altherion/templates/items/${type}.hbs`);
      for (const f of c.fields.filter((x) => x.isNumber)) expect(f.max).toBeGreaterThanOrEqual(f.min);
    }
  });
  it("the Moral panel picks a group with an owned member", () => {
    const a = { ...groupe(GM), members: groupe(GM).members.map((m) => ({ ...m, owned: false })) };
    const b = groupe(PLAYER);
    expect(pickGroup([a, b])).toBe(b);
    expect(buildMoralPanelContext(null).hasGroup).toBe(false);
  });
});
