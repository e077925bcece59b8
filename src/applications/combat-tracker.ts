/**
 * The combat tracker of Altherion: Foundry's v13 CombatTracker, whose rows are one per (combatant,
 * action) (AltherionCombat.setupTurns). A combatant's extra action gets a CSS class (combat/turns.ts
 * passView) and, under its unchanged name, a compact tag « 2ᵉ action » / "2nd turn" (markPasses).
 * R-SPELL-3 an action a caster's incantation takes carries a mark saying so, with the actions it still
 * takes (pure part combat/incantation.ts incantationRow) and, for the caster's owners, the control that
 * breaks it off. The marks are drawn on the tracker's render hook: no override of the generic render chain.
 */
import { passView } from "../combat/turns";
import { incantationBadge, incantationRow } from "../combat/incantation";
import { breakIncantation, incantationOf } from "../combat/incantation-flow";
import { AltherionCombat } from "../documents/combat";
import { localize, localizeOrdinal, localizePlural } from "../i18n";
import { trackerResources } from "../combat/tracker-resources";
import type { ResourceSource } from "../combat/tracker-resources";

const Base = foundry.applications.sidebar.tabs.CombatTracker;
type TrackerRenderContext = foundry.applications.sidebar.tabs.CombatTracker.RenderContext;
type TrackerConfiguration = foundry.applications.sidebar.tabs.CombatTracker.Configuration;
type TrackerRenderOptions = foundry.applications.sidebar.tabs.CombatTracker.RenderOptions;

export const INCANTATION_BADGE_TEMPLATE = "systems/altherion/templates/combat/incantation-badge.hbs";
export const TRACKER_RESOURCES_TEMPLATE = "systems/altherion/templates/combat/tracker-resources.hbs";
export const PASS_TAG_TEMPLATE = "systems/altherion/templates/combat/pass-tag.hbs";

// Generic like its base (TOOLCHAIN.md): CONFIG.ui.combat expects a generic tracker class, and a
// concrete subclass sends the type-checker into an excessively deep instantiation.
export class AltherionCombatTracker<
  RenderContext extends TrackerRenderContext = TrackerRenderContext,
  Configuration extends TrackerConfiguration = TrackerConfiguration,
  RenderOptions extends TrackerRenderOptions = TrackerRenderOptions,
> extends Base<RenderContext, Configuration, RenderOptions> {
  protected override async _prepareTurnContext(...args: Parameters<InstanceType<typeof Base>["_prepareTurnContext"]>): ReturnType<InstanceType<typeof Base>["_prepareTurnContext"]> {
    const turn = await super._prepareTurnContext(...args);
    const [combat, , index] = args;
    const pass = combat instanceof AltherionCombat ? combat.passOf(index) : 1;
    const view = passView(pass);
    const t = turn as unknown as { css?: string; name?: string; altherionPass?: typeof view };
    t.css = [t.css ?? "", view.css].filter(Boolean).join(" ");
    t.altherionPass = view;
    return turn;
  }
}

/** The tracker as its render hook gives it: the combat it shows. */
interface TrackerLike {
  viewed?: Combat | null;
}

/** The line under a row's name that holds its tags (extra action, incantation), made once per row. */
function marksLine(li: HTMLElement): HTMLElement {
  const found = li.querySelector<HTMLElement>(".alt-tracker-marks");
  if (found) return found;
  const line = document.createElement("span");
  line.className = "altherion alt-tracker-marks";
  (li.querySelector(".token-name") ?? li).append(line);
  return line;
}

/** The rows' passes: a combatant's rows come in its actions' order (its k-th row is its action k), whatever rows a player does not see. */
function rowsWithPass(html: HTMLElement): { li: HTMLElement; id: string; pass: number }[] {
  const seen = new Map<string, number>();
  return [...html.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")].map((li) => {
    const id = li.dataset.combatantId ?? "";
    const pass = (seen.get(id) ?? 0) + 1;
    seen.set(id, pass);
    return { li, id, pass };
  });
}

/** R-FIGHT-1 each extra action's row says which action it is (« 2ᵉ action »), in a compact tag under the name. */
export async function markPasses(app: TrackerLike, html: HTMLElement): Promise<void> {
  if (!(app.viewed instanceof AltherionCombat)) return;
  for (const { li, pass } of rowsWithPass(html)) {
    const view = passView(pass);
    if (!view.extra || li.querySelector(".alt-pass-tag")) continue;
    const label = localizeOrdinal(view.label, pass, { pass });
    marksLine(li).prepend(document.createRange().createContextualFragment(await foundry.applications.handlebars.renderTemplate(PASS_TAG_TEMPLATE, { label })));
  }
}

/**
 * R-SPELL-3 the rows of the turns incantations take (the tracker's render hook, registered by registerCombat).
 * A combatant's rows come in its passes' order (the k-th row of a combatant is its pass k), whatever rows a
 * player does not see.
 */
export async function markIncantations(app: TrackerLike, html: HTMLElement): Promise<void> {
  const combat = app.viewed;
  if (!(combat instanceof AltherionCombat) || !combat.id || !combat.started) return;
  const tracked = { id: combat.id, round: combat.round, turn: combat.turn, turnIds: combat.turns.map((c) => c.id) };
  for (const { li, id, pass } of rowsWithPass(html)) {
    const combatant = combat.combatants.get(id);
    const actor = combatant?.actor;
    const name = combatant?.name ?? actor?.name ?? "";
    const view = actor ? incantationRow(incantationOf(actor), tracked, id, pass, name) : null;
    if (!actor || !view || li.classList.contains(view.css)) continue;
    li.classList.add(view.css);
    const badge = incantationBadge(view, actor.isOwner, { plural: localizePlural, format: localize });
    const mark = document.createRange().createContextualFragment(await foundry.applications.handlebars.renderTemplate(INCANTATION_BADGE_TEMPLATE, { ...badge }));
    mark.querySelector("[data-altherion-incantation=stop]")?.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      void breakIncantation(actor);
    });
    marksLine(li).append(mark);
  }
}

/**
 * R-FIGHT-2 R-CON-6 R-CON-7 each combatant's Finesse points, Péril and Agonie under its name (combat/tracker-resources.ts):
 * the GM sees every combatant's, a player its own only. Drawn on every render of the tracker (registerCombat).
 */
export async function markResources(app: TrackerLike, html: HTMLElement): Promise<void> {
  const combat = app.viewed;
  if (!combat) return;
  const isGM = Boolean(game.user?.isGM);
  for (const li of html.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")) {
    const actor = combat.combatants.get(li.dataset.combatantId ?? "")?.actor;
    const view = trackerResources(actor?.system as ResourceSource | undefined, isGM || Boolean(actor?.isOwner));
    if (!view || li.querySelector(".alt-tracker-res")) continue;
    const mark = document.createRange().createContextualFragment(await foundry.applications.handlebars.renderTemplate(TRACKER_RESOURCES_TEMPLATE, { ...view }));
    (li.querySelector(".token-name") ?? li).append(mark);
  }
}

/** What the system adds to the tracker's rows on each render: extra-action tags, incantation marks and resources. */
export async function markTrackerRows(app: TrackerLike, html: HTMLElement): Promise<void> {
  await markPasses(app, html);
  await markIncantations(app, html);
  await markResources(app, html);
}
