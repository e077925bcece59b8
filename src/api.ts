/**
 * `game.altherion`: the small API macros, hotbar entries and modules call.
 *   game.altherion.rollTest({ skillNames: ["Mêlée"], characteristic: "force", complexity: 2 })
 *   game.altherion.rollTest(spec, { actor, skipDialog: true })
 *   game.altherion.requestTest({ skills: ["Vigilance"], complexity: 1, difficulty: 8 })  // GM
 */
import { postRequest } from "./chat/hooks";
import { rollActorTest, type RollTestSpec } from "./dice/test-workflow";
import type { CharacteristicChoice } from "./dice/roll-spec";

/** The selected token's actor, else the user's character. */
export function speakerActor(): Actor.Implementation | null {
  const token = canvas?.tokens?.controlled?.[0];
  return (token?.actor as Actor.Implementation | undefined) ?? (game.user?.character as Actor.Implementation | null | undefined) ?? null;
}

export const api = {
  async rollTest(spec: RollTestSpec = {}, options: { actor?: Actor.Implementation; skipDialog?: boolean } = {}) {
    const actor = options.actor ?? speakerActor();
    if (!actor) {
      ui.notifications?.warn(game.i18n?.localize("ALTHERION.Roll.Error.NoActor") ?? "");
      return null;
    }
    return rollActorTest(actor, spec, { skipDialog: options.skipDialog });
  },
  async requestTest(spec: { label?: string; skills?: string[]; characteristic?: CharacteristicChoice | null; complexity?: number; difficulty?: number | null }, actors?: Actor.Implementation[]) {
    return postRequest({ label: spec.label, skills: spec.skills ?? [], characteristic: spec.characteristic ?? null, complexity: spec.complexity ?? 0, difficulty: spec.difficulty ?? null }, actors);
  },
  rollActorTest,
};

export type AltherionApi = typeof api;

export function registerApi(): void {
  (game as unknown as { altherion: AltherionApi }).altherion = api;
}
