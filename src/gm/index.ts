/**
 * Every GM decision, wired once by the entry; only the entry imports gm/.
 *
 * The one list of GM-routed actions is `registerGm` below: each action is declared by the feature folder that asks
 * for it (`declareAction`: name, payload schema, the documents it touches, beside its payload's types) and carried
 * out by its handler here (`handleAction`): who may ask, and the effect the GM computes from the documents it reads.
 * With the actions, the hooks through which a GM's client keeps what is the GM's (a group's GM-only fields, the
 * combat's bookkeeping on combatants).
 */
import { handleAction } from "../net/perform";
import { registerCombatantFlags } from "./combatant-flags";
import { registerGmFields } from "./gm-fields";
import { REST_ACTION } from "../documents/rest";
import { rest } from "./rest";
import { MORAL_ACTION, MORAL_EXPLOIT, SOLO_MORAL_ACTION } from "../moral/index";
import { moral, moralExploit, soloMoral } from "./moral";
import { FIGHT_USAGE, ROLL_USAGE, USAGE_ACTION, XP_LOG_ACTION } from "../experience/store";
import { fightUsage, messageUsage, rollUsage, usage, xpLog } from "./experience";
import { recordFightUsage } from "./opposition";
import { CARD_ACTION, REQUEST_RESULT } from "../chat/actions";
import { cardAction, requestResult } from "./cards";
import { COMBAT_ACTION } from "../combat/actions";
import { combatAction } from "./combat";
import { openCreation, type OpenCreationPayload, type WindowRequest } from "./creation";

/** The windows a GM's request opens on a player's screen: they sit in applications/, beside gm/, and the entry hands them over. */
export interface GmWindows {
  creationWizard: WindowRequest<OpenCreationPayload>;
}

/** Entry's init: every GM-routed action's handler, and the GM's hooks. */
export function registerGm(windows: GmWindows): void {
  handleAction(CARD_ACTION, cardAction); // a card button: damage, aggravation, narrow success, healing, the GM's Fortune and Fatalité
  handleAction(REQUEST_RESULT, requestResult); // a roll answering a GM's request
  handleAction(COMBAT_ACTION, combatAction); // R-FIGHT-2..5 defences, confrontations, grapples and their damage
  handleAction(MORAL_ACTION, moral); // R-MORAL the group's Moral: spends, gains, members, Exaltation, Apaisement, Fortune, Fatalité
  handleAction(SOLO_MORAL_ACTION, soloMoral); // R-MORAL-2 R-FORT-1 a group-less character's own points
  handleAction(MORAL_EXPLOIT, moralExploit); // R-MORAL-4 R-MORAL-5 an exploit, its dice rolled by the GM
  handleAction(XP_LOG_ACTION, xpLog); // R-XP-1..3 R-PP every change of an XP log: gains, purchases, undos
  handleAction(USAGE_ACTION, usage); // R-XP-7 the GM's changes of a usage record
  handleAction(ROLL_USAGE, messageUsage(rollUsage)); // R-XP-7 a roll's usage, read from its message
  handleAction(FIGHT_USAGE, messageUsage(fightUsage)); // R-XP-7 the oppositions a fight card records
  handleAction(REST_ACTION, rest); // R-CON-8 a player's rest that gives Résilience back
  handleAction(windows.creationWizard.request, openCreation(windows.creationWizard.open)); // the GM opens the creation wizard on a player's screen
  registerGmFields();
  registerCombatantFlags();
  // R-XP-7 on the active GM's client: each fight card records the oppositions each side faced.
  Hooks.on("createChatMessage", (message) => { void recordFightUsage(message as unknown as ChatMessage.Implementation); });
}
