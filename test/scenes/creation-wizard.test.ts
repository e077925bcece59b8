// On the test world: a player's new character made through the guided creation — the GM
// opens the wizard on the player's screen, the player's choices are saved as a draft and resumed
// after closing, "create" writes the character (75 points), and the creation is undone once.
import { beforeEach, describe, expect, it } from "vitest";
import { createTestWorld, type TestWorld } from "../world/world";
import type { WorldActor } from "../world/classes";
import type { CreationAction, ItemInput } from "../../src/rules/index";
import { DRAFT_FLAG, UNDO_FLAG } from "../../src/applications/creation/store";

type Plain = Record<string, unknown>;
const g = globalThis as unknown as Record<string, { create(data: Plain, options?: Plain): Promise<unknown> }> & {
  foundry: { applications: { instances: Map<string, unknown> } };
};
interface Wizard { dispatch(a: CreationAction): Promise<void>; close(): Promise<unknown>; element: HTMLElement | null; options: { actions: Record<string, (this: unknown, e: unknown, t: unknown) => Promise<void>> } }

let w: TestWorld;
beforeEach(async () => {
  w = await createTestWorld({ players: ["Alice"], settings: { creationWizardOnNew: false } });
}, 120_000);

const wizardOf = (actor: WorldActor) => g.foundry.applications.instances.get(`altherion-creation-${actor.id}`) as Wizard | undefined;
const flag = (actor: WorldActor, key: string) => (actor.flags as Record<string, Plain | undefined>).altherion?.[key];
const sys = (a: WorldActor) => a.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function exampleItem(name: string): Promise<ItemInput> {
  const pack = w.packs.get("altherion.exemples")!;
  const doc = (await pack.getDocuments()).find((d) => d.name === name)!;
  const source = doc.toObject() as { type: ItemInput["type"]; name: string; img: string; system: Plain };
  return { uuid: doc.uuid, type: source.type, name: source.name, img: source.img, system: source.system };
}

/** Maëlle Dorlan's choices (the compendium's example), as a player makes them in the wizard. */
async function maelle(): Promise<CreationAction[]> {
  const values = { force: 6, vigueur: 7, agilite: 5, pouvoir: 2, charisme: 4, perception: 4, intellect: 3, volonte: 5, sagesse: 4 };
  return [
    { type: "espece", espece: await exampleItem("Humain"), innees: [await exampleItem("Ténacité humaine")] },
    ...Object.entries(values).map(([key, value]): CreationAction => ({ type: "caracteristique", key: key as never, value })),
    { type: "combativite", value: 2 },
    ...(await Promise.all(["Rempart", "Garde de fer", "Sang-froid", "Cauchemars"].map(exampleItem))).map((item): CreationAction => ({ type: "ajouter", item })),
  ];
}

describe("on the test world: a player's character through the guided creation", () => {
  it("the GM opens it on the player's screen; the draft is resumed; create spends 75; undo puts the character back", async () => {
    const alice = w.user(w.players[0]);
    const actor = await w.as(w.gm, () => g.Actor.create({ name: "Nouvelle", type: "personnage", ownership: { default: 0, [alice.id]: 3 } })) as WorldActor;
    const skillsBefore = actor.items.filter((i) => i.type === "competence").length;
    expect(skillsBefore).toBeGreaterThan(0);

    // The GM opens the wizard on Alice's client (a GM-to-player request of the authority layer, run there).
    const { openCreationForPlayers } = await import("../../src/applications/creation/register");
    expect(await w.as(w.gm, () => openCreationForPlayers(actor as never))).toBe(1);
    await w.settle();
    let wizard = wizardOf(actor)!;
    expect(wizard).toBeDefined();
    expect((wizard as unknown as { renderedFor: string }).renderedFor).toBe(alice.id); // on Alice's screen, not the GM's

    // Alice's choices are saved on the character as she makes them, none touches its data.
    await w.as(w.players[0], async () => { for (const a of await maelle()) await wizard.dispatch(a); });
    await w.settle();
    expect((flag(actor, DRAFT_FLAG) as Plain).caracteristiques).toMatchObject({ force: 6, vigueur: 7 });
    expect(actor.items.some((i) => i.type === "espece")).toBe(false);
    expect(sys(actor).caracteristiques.force).toBe(2);

    // Closing and reopening resumes the draft.
    await wizard.close();
    const { CreationWizard } = await import("../../src/applications/creation/wizard");
    await w.as(w.players[0], async () => { CreationWizard.open(actor as never); });
    await w.settle();
    wizard = wizardOf(actor)!;
    const skillKey = (name: string) => ((flag(actor, DRAFT_FLAG) as { items: { key: string; name: string; type: string }[] }).items.find((i) => i.type === "competence" && i.name === name)!).key;
    await w.as(w.players[0], async () => {
      for (const [name, niveau] of [["Rigidité", 4], ["Mêlée", 5], ["Adresse", 4], ["Vigilance", 4], ["Sport", 3]] as const) {
        await wizard.dispatch({ type: "niveau", item: skillKey(name), value: niveau });
      }
      await wizard.dispatch({ type: "expertise", item: skillKey("Rigidité"), nom: "Blocage", possedee: true });
      await wizard.dispatch({ type: "expertise", item: skillKey("Rigidité"), nom: "Armure", possedee: true });
      await wizard.dispatch({ type: "expertise", item: skillKey("Mêlée"), nom: "Lames lourdes", possedee: true });
      await wizard.dispatch({ type: "expertise", item: skillKey("Adresse"), nom: "Esquive", possedee: true });
      await wizard.dispatch({ type: "identite", name: "Maëlle Dorlan" });
      await wizard.dispatch({ type: "goto", step: "revue" });
    });
    expect((flag(actor, DRAFT_FLAG) as Plain).step).toBe("revue");

    // R-CREA-2 the review shows the character before it is created: its grid, constitutions, skills and items.
    const review = wizard.element?.querySelector("[data-review]");
    expect(review?.querySelector("h3")?.textContent).toBe("Maëlle Dorlan");
    expect(review?.querySelector("[data-carac=force] b")?.textContent).toBe("6");
    expect(review?.querySelector("[data-carac=volonte] b")?.textContent).toBe("6"); // 5 + the Humain's +1
    expect(review?.querySelector("[data-review-constitutions]")?.textContent).toMatch(/Vitalité\s*\d+/);
    expect(review?.querySelector("[data-review-skills=combat]")?.textContent).toContain("Mêlée 5");
    expect(review?.querySelector("[data-review-items=classes]")?.textContent).toContain("Rempart");
    expect(review?.querySelector("[data-review-items=handicaps]")?.textContent).toContain("Cauchemars");

    // The portrait is chosen from its preview in Foundry's file picker; Alice, a player who may not browse files, reads why.
    await w.as(w.players[0], () => wizard.dispatch({ type: "goto", step: "identite" }));
    await w.settle();
    const pick = wizard.element?.querySelector<HTMLButtonElement>(".alt-creation-portrait__side [data-action=pickPortrait]");
    expect(pick?.disabled).toBe(true);
    expect(wizard.element?.querySelector(`#${pick?.getAttribute("aria-describedby")}`)?.textContent).toContain("le Conteur choisira le portrait");
    expect(wizard.element?.querySelector("input[data-key=img]")).toBeNull(); // no path to type
    await w.as(w.players[0], () => wizard.dispatch({ type: "goto", step: "revue" }));
    await w.settle();

    // "Create" (the review's button, pressed by Alice) writes the character: 75 points, pools full, the draft gone.
    await w.as(w.players[0], () => wizard.options.actions.create.call(wizard, {}, wizard.element?.querySelector("[data-action=create]")));
    await w.settle();
    expect(actor.name).toBe("Maëlle Dorlan");
    expect(sys(actor).rapportCreation.depense).toBe(75);
    expect(sys(actor).creation.active).toBe(false);
    expect(sys(actor).caracteristiques.force).toBe(6);
    expect(sys(actor).effectives.volonte).toBe(6);
    expect(actor.items.filter((i) => i.type === "espece").map((i) => i.name)).toEqual(["Humain"]);
    expect(actor.items.find((i) => i.name === "Mêlée")?.system).toMatchObject({ niveau: 5 });
    expect(flag(actor, DRAFT_FLAG)).toBeUndefined();
    expect(flag(actor, UNDO_FLAG)).toBeDefined();

    // R-XP-3 [I] undoing it reopens creation: the GM's once « Progression gardée par le Conteur » keeps it (nothing written for Alice).
    const created = structuredClone(actor._source);
    await w.as(w.players[0], () => wizard.options.actions.undoCreation.call(wizard, {}, null));
    await w.settle();
    expect(actor._source).toEqual(created);
    // Undone once by the GM: the character as it was, the draft back at the review.
    await w.as(w.gm, () => wizard.options.actions.undoCreation.call(wizard, {}, null));
    await w.settle();
    expect(actor.name).toBe("Nouvelle");
    expect(sys(actor).caracteristiques.force).toBe(2);
    expect(actor.items.some((i) => i.type === "espece")).toBe(false);
    expect(actor.items.find((i) => i.name === "Mêlée")?.system).toMatchObject({ niveau: 0 });
    expect(actor.items.filter((i) => i.type === "competence")).toHaveLength(skillsBefore);
    expect(flag(actor, UNDO_FLAG)).toBeUndefined();
    expect((flag(actor, DRAFT_FLAG) as Plain).step).toBe("revue");
  }, 120_000);
});
