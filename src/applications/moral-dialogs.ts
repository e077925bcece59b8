/**
 * The Moral's small dialogs (DialogV2): the group sheet's spend chooser (effect and member) and the
 * exploit's agreement (R-MORAL-4/5 "unanimously"). Contexts from moral-chooser-context.ts; the
 * spend and the exploit go through src/moral/.
 */
import { gainTakers } from "../rules/index";
import type { MoralKind } from "../rules/index";
import { enterStateBySpending, gmMemberEvent, moralRules, requestMoralEvent, resolveMembers, runExploit, stateOf, groupSystem } from "../moral/index";
import { memberPickContext, moralChooserContext, readChooserForm } from "./moral-chooser-context";
import { localize as t } from "../i18n";
import { actorAt } from "../net/actor-at";

export const CHOOSER_TEMPLATE = "systems/altherion/templates/moral/spend-chooser.hbs";
export const MEMBER_PICK_TEMPLATE = "systems/altherion/templates/moral/member-pick.hbs";

/** Asks which member (among `uuids`) an action is for; null when cancelled. */
async function pickMember(title: string, hint: string, members: readonly { uuid: string; name: string }[], uuids: readonly string[]): Promise<string | null> {
  const ctx = memberPickContext(hint, members, uuids);
  const content = await foundry.applications.handlebars.renderTemplate(MEMBER_PICK_TEMPLATE, { ...ctx } as Record<string, unknown>);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: t(title) }, classes: ["altherion-dialog"], position: { width: 360 }, content,
    buttons: [
      { action: "ok", label: t("ALTHERION.Moral.Pick.Confirm"), icon: "fa-solid fa-check", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => String(new FormData(button.form as HTMLFormElement).get("member") ?? "") },
      { action: "cancel", label: t("ALTHERION.Roll.Cancel") },
    ],
    rejectClose: false,
  } as never);
  return typeof result === "string" && uuids.includes(result) ? result : null;
}

/**
 * R-MORAL-1 a group gain; R-MORAL-4 / R-MORAL-5 / R-MORAL-8 under Galvanisation (Espoir) or Tourmente (Désespoir)
 * the gain goes to a character: the members who can take it are offered and the one clicking picks.
 */
export async function gainMoral(group: Actor.Implementation, kind: MoralKind): Promise<void> {
  const system = groupSystem(group);
  const { members } = await resolveMembers(system.membres);
  const takers = gainTakers(stateOf(system, members), kind);
  if (takers === null || (kind === "desespoir" && takers.length === 0)) {
    await requestMoralEvent(group, { type: "gain", kind }); // the group's, or R-MORAL-5 Fragilité for everyone
    return;
  }
  if (!takers.length) return void ui.notifications?.warn(t("ALTHERION.Moral.Pick.NoTaker"));
  const title = kind === "espoir" ? "ALTHERION.Moral.Pick.TitleGalvanisation" : "ALTHERION.Moral.Pick.TitleTourmente";
  const memberId = await pickMember(title, "ALTHERION.Moral.Pick.HintGain", members, takers);
  if (memberId) await requestMoralEvent(group, { type: "gain", kind, memberId });
}

/** R-FORT-2 the GM spends 1 Fatalité of the group: −1 on the next roll of the member it picks. */
export async function spendFatalite(group: Actor.Implementation, memberUuid: string | null): Promise<void> {
  if (!game.user?.isGM) return;
  const { members } = await resolveMembers(groupSystem(group).membres);
  const uuids = members.map((m) => m.uuid);
  const memberId = memberUuid && uuids.includes(memberUuid) ? memberUuid : await pickMember("ALTHERION.Moral.Pick.TitleFatalite", "ALTHERION.Moral.Pick.HintFatalite", members, uuids);
  if (memberId) await requestMoralEvent(group, { type: "spend-fatalite", memberId });
}

type GmHandler = (this: { actor?: Actor.Implementation; document?: unknown }, event: PointerEvent, target: HTMLElement) => Promise<void>;


/**
 * R-MORAL-8 / R-FORT-2 the GM-only Moral controls, shared by the character sheet, the group sheet and the Moral
 * panel: grant a personal Espoir or Désespoir (data-kind) to a member (data-member), spend a Fatalité (data-group).
 */
export const MORAL_GM_ACTIONS: Record<string, GmHandler> = {
  async moralGrant(_event, target) {
    const actor = await actorAt(target.dataset.member);
    const kind = target.dataset.kind === "desespoir" ? "desespoir" : "espoir";
    if (actor && game.user?.isGM) await gmMemberEvent(actor, (ctx) => ({ type: "personal-gain", kind, memberId: ctx.memberId }));
  },
  async fataliteSpend(_event, target) {
    const group = await actorAt(target.dataset.group);
    if (group) await spendFatalite(group, target.dataset.member ?? null);
  },
};

/** Opens the chooser for a group's point of `kind`, then spends it (Acharnement: spent and entered by the GM). */
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
  if (typeof result !== "string" || result === "cancel" || !ctx.hasMembers) return; // DialogV2 resolves a callback-less button to its action
  const choice = readChooserForm(kind, JSON.parse(result) as { effect?: unknown; member?: unknown });
  if (!choice) return;
  if (choice.effect === "acharnement") {
    // R-STATE-3 the group's Désespoir buys Acharnement: spent through the active GM, then the member enters it (moral/state-entry.ts).
    const actor = actors[members.findIndex((m) => m.uuid === choice.memberId)];
    if (!actor || !(await enterStateBySpending(actor, "acharnement", group.uuid))) return;
  } else if (await requestMoralEvent(group, { type: "spend", kind, memberId: choice.memberId, effect: choice.effect })) return;
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
