/**
 * The Moral's small dialogs (DialogV2): the group sheet's spend chooser (effect and member) and the
 * exploit's agreement (R-MORAL-4/5 "unanimously"). Contexts from moral-chooser-context.ts; the
 * spend and the exploit go through src/moral/.
 */
import type { MoralKind } from "../rules/index";
import { moralRules, requestMoralEvent, resolveMembers, runExploit, stateOf, groupSystem } from "../moral/index";
import { moralChooserContext, readChooserForm } from "./moral-chooser-context";
import { localize as t } from "../i18n";

export const CHOOSER_TEMPLATE = "systems/altherion/templates/moral/spend-chooser.hbs";

/** Opens the chooser for a group's point of `kind`, then spends it (and enters Acharnement when chosen). */
export async function chooseMoralSpend(group: Actor.Implementation, kind: MoralKind, memberId: string | null): Promise<void> {
  const system = groupSystem(group);
  const { actors, members } = await resolveMembers(system.membres);
  const ctx = moralChooserContext(kind, stateOf(system, members), members, { isGM: Boolean(game.user?.isGM), memberId, rules: moralRules() });
  const content = await foundry.applications.handlebars.renderTemplate(CHOOSER_TEMPLATE, { ...ctx } as Record<string, unknown>);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: t(ctx.title) },
    classes: ["altherion-dialog"],
    position: { width: 380 },
    content,
    buttons: [
      { action: "spend", label: t("ALTHERION.Moral.Chooser.Spend"), icon: kind === "espoir" ? "fa-solid fa-sun" : "fa-solid fa-moon", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => {
          const form = button.form as HTMLFormElement;
          const data = new FormData(form);
          return JSON.stringify({ effect: data.get("effect"), member: data.get("member") });
        } },
      { action: "cancel", label: t("ALTHERION.Roll.Cancel") },
    ],
    rejectClose: false,
  } as never);
  if (typeof result !== "string" || !ctx.hasMembers) return;
  const choice = readChooserForm(kind, JSON.parse(result) as { effect?: unknown; member?: unknown });
  if (!choice) return;
  const refused = await requestMoralEvent(group, { type: "spend", kind, memberId: choice.memberId, effect: choice.effect });
  if (refused) return;
  // R-STATE-3 the Désespoir bought Acharnement: the member enters it.
  const actor = actors[members.findIndex((m) => m.uuid === choice.memberId)] as unknown as { isOwner: boolean; enterState?: (id: string) => Promise<unknown> } | undefined;
  if (choice.effect === "acharnement" && actor?.isOwner) await actor.enterState?.("acharnement");
  ui.notifications?.info(t("ALTHERION.Moral.Chooser.Done", { effect: t(`ALTHERION.Moral.Effect.${choice.effect.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("")}`) }));
}

/** R-MORAL-4 / R-MORAL-5 asks for the table's agreement, then runs the exploit. */
export async function confirmExploit(group: Actor.Implementation, kind: MoralKind): Promise<void> {
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: t(kind === "espoir" ? "ALTHERION.Moral.Exploit.TitleEspoir" : "ALTHERION.Moral.Exploit.TitleDesespoir") },
    content: `<p>${foundry.utils.escapeHTML(t(kind === "espoir" ? "ALTHERION.Moral.Exploit.ConfirmEspoir" : "ALTHERION.Moral.Exploit.ConfirmDesespoir"))}</p>`,
    rejectClose: false,
  } as never);
  if (ok === true) await runExploit(group, kind);
}
