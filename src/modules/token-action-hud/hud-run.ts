/**
 * What a click in the HUD runs: the flow the sheet's (or the card's) button runs for the same thing, called for
 * the clicked action's actor — rolls through `rollFromSheet` (the roll dialog, skipped while the skip key is held),
 * grapples, forced regenerations, stabilisation, rests, special states, conditions and the Moral through the
 * same functions as the sheets' actions; a defence by pressing the same button of the attack card's defence bar.
 */
import { rollFromSheet } from "../../applications/sheets/sheet-actions";
import { onForceRegenerationAction, onGrappleSheetAction } from "../../applications/sheets/grapple-actions";
import { onStabilizeAction } from "../../applications/sheets/constitution-actions";
import { onEnterStateBySpendingAction } from "../../applications/sheets/state-actions";
import { MORAL_GM_ACTIONS, chooseMoralSpend, confirmExploit, gainMoral } from "../../applications/moral-dialogs";
import { isSkipDialogHeld } from "../../dice/skip-key";
import { localize } from "../../i18n";
import { REST_RANKS } from "../../rules/index";
import type { RestRank } from "../../rules/index";
import type { CharacteristicChoice } from "../../dice/roll-spec";
import { keyOf } from "../../applications/sheets/context-common";

type Decoded = { kind: string; args: string[] };
type CreatureActor = Actor.Implementation & {
  rest(rank: RestRank, options: { badSleep?: boolean; wholeDay?: boolean; fullRest?: boolean }): Promise<unknown>;
  enterState(id: string): Promise<unknown>;
  leaveState(id: string): Promise<unknown>;
};

/** An element carrying `data-*` values, as a sheet's action handler reads them from the button it was given. */
function dataset(values: Record<string, string>): HTMLElement {
  const el = document.createElement("button");
  Object.assign(el.dataset, values);
  return el;
}

/** How long a card's defence bar may take to appear once the card is rendered (it is added asynchronously). */
const BAR_TIMEOUT = 3000;

/**
 * Presses a button of a chat card as the chat log does: the message is rendered with the system's
 * `renderChatMessageHTML` hooks (which add the defence bar and the click listener), then the button is clicked.
 * Returns false when the card or the button is not there (defended already, deleted, not this user's).
 */
export async function pressCardButton(messageId: string, selector: string): Promise<boolean> {
  const message = game.messages?.get(messageId) as (ChatMessage.Implementation & { renderHTML(): Promise<HTMLElement> }) | undefined;
  if (!message) return false;
  const html = await message.renderHTML();
  const start = Date.now();
  let button = html.querySelector<HTMLButtonElement>(selector);
  while (!button && Date.now() - start < BAR_TIMEOUT) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    button = html.querySelector<HTMLButtonElement>(selector);
  }
  if (!button || button.disabled) return false;
  button.click();
  return true;
}

/** The rest's options (bad sleep, a whole day, a full rest), asked as the health tab asks them; null when cancelled. */
async function restOptions(rank: RestRank): Promise<{ badSleep: boolean; wholeDay: boolean; fullRest: boolean } | null> {
  const none = { badSleep: false, wholeDay: false, fullRest: false };
  if (isSkipDialogHeld()) return none;
  const box = (name: string, label: string) => `<label class="alt-check"><input type="checkbox" name="${name}"><span>${foundry.utils.escapeHTML(localize(label))}</span></label>`;
  const rankLabel = localize(`ALTHERION.Sheet.Repos.Rang.${keyOf(rank)}`);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("ALTHERION.Modules.TokenActionHud.RestTitle", { rank: rankLabel }) },
    classes: ["altherion-dialog"],
    content: `<div class="alt-rest">${box("badSleep", "ALTHERION.Sheet.Repos.MauvaisSommeil")}${box("wholeDay", "ALTHERION.Sheet.Repos.JourneeEntiere")}${box("fullRest", "ALTHERION.Sheet.Repos.Complet")}</div>`,
    buttons: [
      { action: "rest", label: localize("ALTHERION.Sheet.Repos.SeReposer"), icon: "fa-solid fa-bed", default: true,
        callback: (_event: unknown, button: HTMLButtonElement) => {
          const form = button.form as HTMLFormElement;
          const checked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
          return JSON.stringify({ badSleep: checked("badSleep"), wholeDay: checked("wholeDay"), fullRest: checked("fullRest") });
        } },
      { action: "cancel", label: localize("ALTHERION.Roll.Cancel") },
    ],
    rejectClose: false,
  } as never);
  // DialogV2 resolves a button without a callback (cancel) to its action, and a closed dialog to null.
  return typeof result === "string" && result !== "cancel" ? (JSON.parse(result) as typeof none) : null;
}

const group = async (uuid: string | undefined) => {
  const doc: unknown = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
  return doc instanceof Actor && (doc as Actor.Implementation).type === "groupe" ? (doc as Actor.Implementation) : null;
};
const moralKind = (v: string | undefined) => (v === "desespoir" ? "desespoir" : "espoir") as "espoir" | "desespoir";

/** Runs one HUD action for `actor`. */
export async function runHudAction(actor: Actor.Implementation, action: Decoded, event?: Event): Promise<void> {
  const [a, b, c, d] = action.args;
  const self = { actor };
  switch (action.kind) {
    case "characteristic": return rollFromSheet(actor, { characteristic: a as CharacteristicChoice }); // R-DICE-1
    case "score": return rollFromSheet(actor, { characteristic: null, espoirSwap: true, label: a }); // R-MORAL-2 as the sheet's Puissance/Harmonie
    case "skill": return rollFromSheet(actor, { skills: [a] }); // R-SK-5
    case "item": {
      const item = actor.items.get(a);
      if (item) await rollFromSheet(actor, { itemUuid: item.uuid }); // R-FIGHT-3 a weapon, R-SPELL-1..3 a spell
      return;
    }
    case "defence": { // R-FIGHT-2 / R-FIGHT-4 the attack card's own button
      const selector = `button[data-combat-action="${b}"][data-target="${d}"]${c ? `[data-defence="${c}"]` : ""}`;
      if (!(await pressCardButton(a, selector))) ui.notifications?.warn(localize("ALTHERION.Combat.Error.Unavailable"));
      return;
    }
    case "grapple": return onGrappleSheetAction.call(self); // R-FIGHT-5
    case "forceRegeneration": return onForceRegenerationAction.call(self); // R-CON-9
    case "stabilize": return onStabilizeAction.call(self, event ?? new Event("click"), dataset({ constitution: a })); // R-CON-6
    case "rest": { // R-CON-8
      const rank = (REST_RANKS as readonly string[]).includes(a) ? (a as RestRank) : "normale";
      const options = await restOptions(rank);
      if (options) await (actor as CreatureActor).rest(rank, options);
      return;
    }
    case "state": { // R-STATE-2..5 as the health tab's buttons
      if (b === "spend") return onEnterStateBySpendingAction.call(self, event ?? new Event("click"), dataset({ state: a }));
      const creature = actor as CreatureActor;
      if (actor.statuses?.has(a)) await creature.leaveState(a);
      else await creature.enterState(a);
      return;
    }
    case "condition": { // R-STATE-7 as the token HUD
      await actor.toggleStatusEffect(a);
      return;
    }
    case "moralSpend": { // R-MORAL-2 / R-MORAL-3 the group sheet's chooser
      const g = await group(b);
      if (g) await chooseMoralSpend(g, moralKind(a), c || null);
      return;
    }
    case "moralGain": { // R-MORAL-1 / R-MORAL-4 / R-MORAL-5
      const g = await group(b);
      if (g) await gainMoral(g, moralKind(a));
      return;
    }
    case "moralExploit": { // R-MORAL-4 / R-MORAL-5
      const g = await group(b);
      if (g) await confirmExploit(g, moralKind(a));
      return;
    }
    case "moralGrant": // R-MORAL-8 the GM's personal grant, as on the character sheet
      return MORAL_GM_ACTIONS.moralGrant.call(self, (event ?? new Event("click")) as PointerEvent, dataset({ kind: moralKind(a), member: b }));
    case "fatalite": // R-FORT-2 the GM spends a Fatalité, as on the group sheet
      return MORAL_GM_ACTIONS.fataliteSpend.call(self, (event ?? new Event("click")) as PointerEvent, dataset({ group: a }));
    case "blocked":
      ui.notifications?.warn(localize(a));
      return;
  }
}
