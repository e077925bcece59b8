/**
 * The in-world test batches `altherion.*`: they run inside a real Foundry world (v13 or v14), on
 * throwaway documents they create and delete, through what a GM or a player touches — sheets and
 * their forms, drops, the roll dialog, chat card buttons, the combat tracker's turns, the Moral,
 * the migration of stored documents. Test names start with the rule ids they check.
 */
import { MIGRATIONS, migrateActorSource } from "../../migrations/migrations";
import { forUpdate } from "../../platform/generation";
import { requestMoralEvent } from "../../moral/request";
import { answerNextDialog, quenchBatch, messageElement, settle, systemPacks, waitFor, withDice } from "./world";
import type { Batch, Skippable } from "./world";

interface SheetLike {
  rendered: boolean;
  element: HTMLElement;
  render(options: object): Promise<unknown>;
  close(): Promise<unknown>;
}
const sheetOf = (doc: Actor.Implementation | Item.Implementation): SheetLike => doc.sheet as unknown as SheetLike;
type ActorApi = Actor.Implementation & {
  rollTest(spec: object, options?: object): Promise<ChatMessage.Implementation | null>;
  applyDamage(input: { amount: number; type?: string; lethal?: boolean }): Promise<{ ok: boolean }>;
};
const api = (actor: Actor.Implementation) => actor as ActorApi;

async function open(doc: Actor.Implementation | Item.Implementation): Promise<SheetLike> {
  const sheet = sheetOf(doc);
  await sheet.render({ force: true });
  await waitFor(() => sheet.rendered, `the sheet of ${doc.name}`);
  return sheet;
}

/** Types a value into a form field and lets the sheet submit it (submitOnChange). */
function change(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Opens a sheet, clicks every tab, renames the document through its form, closes it. */
async function exercise(assert: Chai.AssertStatic, doc: Actor.Implementation | Item.Implementation): Promise<void> {
  const sheet = await open(doc);
  // Each tab found again after the click: a character's sheet renders again when a tab is first opened (it draws its lists then).
  const tabAt = (id: string) => sheet.element.querySelector<HTMLElement>(`[data-action="tab"][data-tab="${id}"]`);
  for (const id of [...sheet.element.querySelectorAll<HTMLElement>('[data-action="tab"][data-tab]')].map((t) => t.dataset.tab ?? "")) {
    tabAt(id)?.click();
    await settle(50);
    const tab = tabAt(id);
    assert.isTrue(tab?.classList.contains("active") || tab?.getAttribute("aria-selected") === "true", `tab ${id} of ${doc.type}`);
  }
  // Actor sheets open in play mode (values as text): the header switch turns the fields on.
  const toggle = sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"][aria-pressed="false"]');
  if (toggle) {
    toggle.click();
    await waitFor(() => sheet.element.querySelector('[data-action="toggleMode"][aria-pressed="true"]') !== null, `${doc.type}: edit mode`);
  }
  const name = sheet.element.querySelector<HTMLInputElement>('input[name="name"]');
  assert.exists(name, `${doc.type}: the name field`);
  const renamed = `${doc.name} ✓`;
  change(name as HTMLInputElement, renamed);
  await waitFor(() => doc.name === renamed, `${doc.type} renamed through its form`);
  await sheet.close();
  assert.isFalse(sheet.rendered, `${doc.type}: closed`);
}

const documents = quenchBatch("altherion.documents", "ALTHERION.Quench.Documents", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("every actor and item type", () => {
    it("creates each actor type and prepares its data", async () => {
      for (const type of Object.keys(CONFIG.Actor.dataModels)) {
        const actor = await tmp.actor({ name: `Quench ${type}`, type });
        assert.equal(actor.type, type);
        assert.isObject(actor.system, `${type} prepared`);
      }
    });
    it("creates each item type", async () => {
      for (const type of Object.keys(CONFIG.Item.dataModels)) {
        const item = await tmp.item({ name: `Quench ${type}`, type });
        assert.equal(item.type, type);
      }
    });
    it("copies every actor and item of the system's compendiums into the world, valid", async () => {
      for (const kind of ["Actor", "Item"] as const) {
        for (const pack of systemPacks(kind)) {
          const sources = (await pack.getDocuments()).map((d) => (d as { toObject(): object }).toObject());
          const cls = kind === "Actor" ? Actor.implementation : Item.implementation;
          const created = ((await cls.createDocuments(sources as never)) ?? []) as unknown as { uuid: string; delete(): Promise<unknown> }[];
          created.forEach((d) => tmp.keep(d));
          assert.equal(created.length, sources.length, pack.collection);
        }
      }
    });
  });
});

const sheets = quenchBatch("altherion.sheets", "ALTHERION.Quench.Sheets", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("every sheet and tab, edited through its form", () => {
    for (const type of ["personnage", "pnj", "groupe"]) {
      it(`${type}: opened, every tab, renamed, closed`, async () => exercise(assert, await tmp.actor({ name: `Quench ${type}`, type })));
    }
    it("a character in play mode: a constitution stepper writes the value, the switch shows the fields", async () => {
      const actor = await tmp.actor({ name: "Quench play", type: "personnage", system: { creation: { active: false } } } as never);
      const sheet = await open(actor);
      assert.notExists(sheet.element.querySelector('input[name="system.exaltation"]'), "play mode: no input");
      const before = (actor.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
      sheet.element.querySelector<HTMLElement>('.alt-vitals [data-constitution="vitalite"] [data-action="step"][data-delta="-1"]')?.click();
      await waitFor(() => (actor.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value === before - 1, "Vitalité −1");
      sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')?.click();
      await waitFor(() => sheet.element.querySelector('input[name="system.exaltation"]') !== null, "edit mode: the inputs");
      await sheet.close();
    });
    it("the tab list by keyboard: an arrow key switches the tab through core's changeTab and moves the focus", async () => {
      const sheet = await open(await tmp.actor({ name: "Quench keys", type: "personnage" }));
      const selected = () => sheet.element.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      const first = selected();
      assert.exists(first, "a selected tab");
      first?.focus();
      first?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
      const next = selected();
      assert.notStrictEqual(next, first, "the next tab is selected");
      assert.isTrue(next?.classList.contains("active"), "core marked it active");
      assert.strictEqual(document.activeElement, next, "the focus follows");
      assert.equal((sheet as unknown as { tabGroups: Record<string, string> }).tabGroups.primary, next?.dataset.tab, "core's tab group");
      await sheet.close();
    });
    it("speed: a character's sheet draws the open tab only; a tab's lists are drawn when it is first opened", async () => {
      const actor = await tmp.actor({ name: "Quench lazy", type: "personnage" });
      await actor.createEmbeddedDocuments("Item", [{ name: "Quench lanterne", type: "equipement" }] as never);
      const sheet = await open(actor);
      const panel = (id: string) => sheet.element.querySelector<HTMLElement>(`.tab[data-tab="${id}"]`);
      assert.exists(panel("equipement"), "every tab has its panel");
      assert.notExists(panel("equipement")?.querySelector(".alt-item-row"), "the closed Équipement tab is not drawn yet");
      sheet.element.querySelector<HTMLElement>('[data-action="tab"][data-tab="equipement"]')?.click();
      await waitFor(() => panel("equipement")?.querySelector(".alt-item-row") !== null, "Équipement drawn once opened");
      assert.isTrue(panel("equipement")?.classList.contains("active"), "and shown");
      await sheet.close();
    });
    it("every item type's sheet: opened, renamed, closed", async () => {
      for (const type of Object.keys(CONFIG.Item.dataModels)) await exercise(assert, await tmp.item({ name: `Quench ${type}`, type }));
    });
    it("R-CLS-1 an aptitude dropped from a compendium onto a character's sheet is owned", async () => {
      const actor = await tmp.actor({ name: "Quench drop", type: "personnage" });
      const pack = systemPacks("Item").find((p) => p.index.some((e) => (e as { type?: string }).type === "aptitude"));
      const entry = pack?.index.find((e) => (e as { type?: string }).type === "aptitude") as { uuid: string; name: string } | undefined;
      assert.exists(entry, "an aptitude in the compendiums");
      const sheet = await open(actor);
      const stop = answerNextDialog("yes");
      const data = new DataTransfer();
      data.setData("text/plain", JSON.stringify({ type: "Item", uuid: entry?.uuid }));
      sheet.element.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
      await waitFor(() => actor.items.some((i) => i.type === "aptitude"), "the dropped aptitude");
      stop();
      assert.equal(actor.items.find((i) => i.type === "aptitude")?.name, entry?.name);
      await sheet.close();
    });
  });
});

const rolls = quenchBatch("altherion.rolls", "ALTHERION.Quench.Rolls", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("a test through the dialog, its card and buttons", () => {
    it("R-DICE-1 the roll dialog posts one test card carrying an AltherionRoll", async () => {
      const actor = await tmp.actor({ name: "Quench roll", type: "personnage" });
      const before = game.messages?.size ?? 0;
      answerNextDialog("roll");
      const message = await withDice([7, 3, 5, 6, 2, 8], () => api(actor).rollTest({ characteristic: "force" }));
      if (message) tmp.keep(message);
      assert.exists(message, "a message");
      assert.equal(game.messages?.size, before + 1);
      assert.equal(message?.rolls[0]?.constructor.name, "AltherionRoll");
      const html = await messageElement(message?.id ?? "");
      assert.exists(html.querySelector(".altherion"), "the card is the system's");
    });
    it("R-DICE-9 the card's buttons answer (narrow success when offered)", async function (this: Skippable) {
      const actor = await tmp.actor({ name: "Quench card", type: "personnage" });
      const message = await withDice([1, 1, 1, 1, 1, 1], () => api(actor).rollTest({ characteristic: "force", complexity: 3, difficulty: 12 }, { skipDialog: true }));
      if (message) tmp.keep(message);
      const html = await messageElement(message?.id ?? "");
      const buttons = [...html.querySelectorAll<HTMLButtonElement>(".altherion button[data-action]")];
      if (!buttons.length) this.skip();
      const flags = JSON.stringify(message?.flags ?? {});
      buttons[0].click();
      await waitFor(() => JSON.stringify(game.messages?.get(message?.id ?? "")?.flags ?? {}) !== flags || (game.messages?.size ?? 0) > 0, "the card's state after the button");
    });
  });
  describe("damage by the GM and requested by a player", () => {
    it("R-CON-3 the GM applies damage to a creature", async () => {
      const target = await tmp.actor({ name: "Quench target", type: "pnj" });
      const before = (target.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
      const plan = await api(target).applyDamage({ amount: 1, type: "physique", lethal: true });
      assert.isTrue(plan.ok);
      assert.isBelow((target.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value, before);
    });
    it("R-CON-3 a player's damage request reaches the active GM and comes back applied (run as a player)", async function (this: Skippable) {
      if (game.user?.isGM || !game.users?.activeGM) this.skip();
      const target = game.actors?.find((a) => a.type === "pnj" && !a.isOwner) as Actor.Implementation | undefined;
      if (!target) this.skip();
      const query = CONFIG.queries as unknown as Record<string, unknown>;
      assert.isEmpty(Object.keys(query).filter((k) => k.startsWith("altherion")), "no core query carries the system's requests (the authority layer's socket does)");
      const before = JSON.stringify(target?.system);
      const plan = await api(target as Actor.Implementation).applyDamage({ amount: 1, type: "physique", lethal: true });
      assert.isTrue(plan.ok, "the GM applied it");
      await waitFor(() => JSON.stringify(target?.system) !== before, "the GM's update seen by the player");
    });
  });
});

const combat = quenchBatch("altherion.combat", "ALTHERION.Quench.Combat", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("a round", () => {
    it("R-FIGHT-1 Combativité 2 gives a second turn after everyone; R-CON-6 a creature in Péril rolls at its turn's start", async () => {
      const swift = await tmp.actor({ name: "Quench Combativité 2", type: "pnj", system: { combativite: 2 } });
      const hurt = await tmp.actor({ name: "Quench Péril", type: "pnj" });
      const vitalite = (hurt.system as unknown as { constitutions: { vitalite: { value: number } } }).constitutions.vitalite.value;
      await api(hurt).applyDamage({ amount: vitalite, type: "physique", lethal: true });
      const fight = tmp.keep((await Combat.implementation.create({} as never)) as Combat.Implementation);
      await fight.createEmbeddedDocuments("Combatant", [{ actorId: swift.id }, { actorId: hurt.id }] as never);
      await fight.startCombat();
      assert.equal(fight.turns.length, 3, "two combatants, one with a second turn");
      assert.equal(fight.turns.filter((c) => c.actorId === swift.id).length, 2);
      const before = game.messages?.size ?? 0;
      for (let i = 0; i < fight.turns.length; i++) {
        await fight.nextTurn();
        await settle(500);
      }
      assert.equal(fight.round, 2, "the round ended after three turns");
      const cards = (game.messages?.contents ?? []).slice(before).filter((m) => (m.flags as { altherion?: { combat?: boolean } }).altherion?.combat);
      cards.forEach((m) => tmp.keep(m));
      assert.isNotEmpty(cards, "a Péril card was posted");
    });
  });
});

const moral = quenchBatch("altherion.moral", "ALTHERION.Quench.Moral", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("the group's Moral", () => {
    it("R-MORAL-1 R-MORAL-2 a gain then a spend of Espoir", async () => {
      const member = await tmp.actor({ name: "Quench member", type: "personnage" });
      const group = await tmp.actor({ name: "Quench group", type: "groupe", system: { membres: [member.uuid] } });
      const espoir = () => (group.system as unknown as { moral: { espoir: number } }).moral.espoir;
      assert.isNull(await requestMoralEvent(group, { type: "gain", kind: "espoir" }));
      await waitFor(() => espoir() === 1, "one Espoir");
      assert.isNull(await requestMoralEvent(group, { type: "spend", kind: "espoir", memberId: member.uuid, effect: "bonus" }));
      await waitFor(() => espoir() === 0, "the Espoir spent");
    });
  });
});

const migration = quenchBatch("altherion.migration", "ALTHERION.Quench.Migration", ({ describe, it, tmp }, assert: Chai.AssertStatic) => {
  describe("stored documents of an older schema", () => {
    it("R-CON-9 regeneration moves from the flag into the schema and the flag is deleted through the adapter (v13 prefix, v14 deletion operator)", async () => {
      const actor = await tmp.actor({ name: "Quench migration", type: "pnj", flags: { altherion: { regeneration: { vitalite: 2 } } } });
      const diff = migrateActorSource(actor.toObject() as Record<string, unknown>, MIGRATIONS);
      assert.exists(diff, "a diff");
      await actor.update(forUpdate(diff ?? {}) as never, { diff: false } as never);
      assert.equal((actor.system as unknown as { regeneration: { vitalite: number } }).regeneration.vitalite, 2);
      assert.notProperty((actor.flags as { altherion?: object }).altherion ?? {}, "regeneration");
      assert.isNull(migrateActorSource(actor.toObject() as Record<string, unknown>, MIGRATIONS), "re-running changes nothing");
    });
  });
});

const babele = quenchBatch("altherion.babele", "ALTHERION.Quench.Babele", ({ describe, it }, assert: Chai.AssertStatic) => {
  describe("English names through Babele", () => {
    it("the compendiums show the English names of lang/babele/en when Babele is active in an English world", async function (this: Skippable) {
      if (!game.modules?.get("babele")?.active || game.i18n?.lang !== "en") this.skip();
      for (const pack of systemPacks("Item")) {
        const response = await fetch(`systems/altherion/lang/babele/en/${pack.collection}.json`);
        if (!response.ok) continue;
        const { entries } = (await response.json()) as { entries?: Record<string, { name?: string }> };
        const names = new Set(pack.index.map((e) => e.name));
        const expected = Object.values(entries ?? {}).map((e) => e.name).filter((n): n is string => Boolean(n));
        assert.isNotEmpty(expected.filter((n) => names.has(n)), `${pack.collection} shows English names`);
      }
    });
  });
});

export const BATCHES: readonly Batch[] = [documents, sheets, rolls, combat, moral, migration, babele];
