/**
 * The combat tracker of Altherion: Foundry's v13 CombatTracker, whose turns are one entry per
 * (combatant, pass) (AltherionCombat.setupTurns). Each extra turn says so — "Tour 2 — action
 * supplémentaire" — beside the name and gets a CSS class; the pure part is combat/turns.ts passView.
 */
import { passView } from "../combat/turns";
import { AltherionCombat } from "../documents/combat";

const Base = foundry.applications.sidebar.tabs.CombatTracker;
type TrackerRenderContext = foundry.applications.sidebar.tabs.CombatTracker.RenderContext;
type TrackerConfiguration = foundry.applications.sidebar.tabs.CombatTracker.Configuration;
type TrackerRenderOptions = foundry.applications.sidebar.tabs.CombatTracker.RenderOptions;

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
    if (view.extra) t.name = `${t.name ?? ""} — ${game.i18n?.format(view.label, { pass: String(pass) }) ?? view.label}`;
    return turn;
  }
}
