/**
 * Chat wiring: the v13 `renderChatMessageHTML` hook hides the buttons this user cannot use and
 * attaches one delegated click listener per message; `/altherion-demande` posts a GM roll request.
 */
import { healOnSuccess, onCardAction, REQUEST_CARD_TEMPLATE } from "./actions";
import { configureHealingCard } from "../dice/test-workflow";
import { renderCard } from "./render";
import { createRequest, parseRequestCommand, requestView } from "./request-card";
import { skillRef } from "../data/skill-keys";
import { canUse } from "./test-card";
import type { CharacteristicChoice } from "../dice/roll-spec";
import { isMain, isSecondary } from "../dice/roll-spec";
import { localize as t } from "../i18n";

function hideUnusable(html: HTMLElement): void {
  const user = game.user;
  if (!user) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>(".altherion button[data-action]")) {
    const owners = (button.dataset.owners ?? "").split(/\s+/).filter(Boolean);
    const owned = new Set<string>();
    for (const uuid of owners) {
      const doc = foundry.utils.parseUuid(uuid)?.id ? fromUuidSync(uuid) as Actor.Implementation | null : null;
      if (doc?.testUserPermission(user, "OWNER")) owned.add(uuid);
    }
    if (!canUse({ owners }, { isGM: user.isGM, owned })) button.remove();
  }
}

/** Posts a request card for the targeted (else selected) tokens' actors. */
export async function postRequest(spec: { label?: string; skills: string[]; skillLabels?: string[]; characteristic: CharacteristicChoice | null; complexity: number; difficulty: number | null }, actors?: Actor.Implementation[]): Promise<void> {
  const list = actors ?? [...(game.user?.targets ?? [])].map((tk) => tk.actor).filter((a): a is Actor.Implementation => Boolean(a));
  const chosen = list.length ? list : (canvas?.tokens?.controlled ?? []).map((tk) => tk.actor).filter((a): a is Actor.Implementation => Boolean(a));
  if (!chosen.length) return void ui.notifications?.warn(t("ALTHERION.Chat.Request.NoActors"));
  // R-SK-7 the card keeps the skills' keys, and shows the names the GM chose or wrote.
  const state = createRequest({ label: spec.label ?? "", skills: spec.skills.map(skillRef), skillLabels: spec.skillLabels ?? spec.skills, characteristic: spec.characteristic, complexity: spec.complexity, difficulty: spec.difficulty }, chosen.map((a) => ({ uuid: a.uuid, name: a.name ?? "" })));
  const content = await renderCard(REQUEST_CARD_TEMPLATE, requestView(state));
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker(), flags: { altherion: { request: state } } } as never);
}

export function registerChat(): void {
  configureHealingCard(healOnSuccess); // R-SPELL-1
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (!html.querySelector(".altherion")) return;
    hideUnusable(html);
    html.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>(".altherion button[data-action]");
      if (!button) return;
      event.preventDefault();
      button.disabled = true;
      void onCardAction(message, button.dataset.action ?? "", button.dataset.target ?? null).finally(() => (button.disabled = false));
    });
  });
  // GM roll requests: "/altherion-demande Vigilance 2 10 perception" with tokens targeted or selected.
  Hooks.on("chatMessage", (_log: unknown, text: string) => {
    const m = text.match(/^\/altherion-demande\b(.*)$/i);
    if (!m) return true;
    if (!game.user?.isGM) return false;
    const parsed = parseRequestCommand(m[1]);
    if (!parsed) {
      ui.notifications?.info(t("ALTHERION.Chat.Request.Usage"));
      return false;
    }
    const c = parsed.characteristic;
    const characteristic = c && (isMain(c) || isSecondary(c)) ? c : null;
    void postRequest({ ...parsed, characteristic });
    return false;
  });
}
