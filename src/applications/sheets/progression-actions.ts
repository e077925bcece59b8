/**
 * The Progression tab's tool buttons (R-XP, R-PP): each opens the experience tool of this character, or (GM) the
 * world tools. One map the personnage sheet spreads into its `actions`.
 */
import type { AltherionActor } from "../../documents/actor";
import { AwardXpApp } from "../experience/award-xp";
import { EllipseApp } from "../experience/ellipse-tool";
import { PpToolsApp } from "../experience/pp-tools";
import { SpendXpApp } from "../experience/spend-xp";
import { XpLogApp } from "../experience/xp-log";
import { dispatchUsage } from "../../experience/store";
import { localize } from "../../i18n";
import type { ExperienceActor } from "../../experience/store";

type SheetLike = { actor: Actor.Implementation };
type Handler = (this: SheetLike, event: PointerEvent, target: HTMLElement) => Promise<void> | void;

const actorOf = (sheet: SheetLike) => sheet.actor as unknown as AltherionActor;

export const PROGRESSION_ACTIONS: Record<string, Handler> = {
  xpSpend(this: SheetLike) { if (this.actor.isOwner) SpendXpApp.open(actorOf(this)); },
  xpLog(this: SheetLike) { XpLogApp.open(actorOf(this)); },
  xpPp(this: SheetLike) { if (this.actor.isOwner) PpToolsApp.open(actorOf(this)); },
  xpAward() { if (game.user?.isGM) void new AwardXpApp().render({ force: true }); },
  xpEllipse() { if (game.user?.isGM) void new EllipseApp().render({ force: true }); },
  /** GM: closes this character's arc in its usage record (R-XP-7); asks first. */
  async xpNewArc(this: SheetLike) {
    if (!game.user?.isGM) return;
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: "ALTHERION.Sheet.XP.Tools.NewArc" },
      content: `<p>${foundry.utils.escapeHTML(localize("ALTHERION.Sheet.XP.NewArcConfirm", { name: this.actor.name ?? "" }))}</p>`,
      rejectClose: false,
    });
    if (ok) await dispatchUsage(this.actor as unknown as ExperienceActor, { type: "new-arc" });
  },
};
