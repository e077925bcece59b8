/**
 * "Run here or ask the GM" (ARCHITECTURE.md §5), for card buttons, combat cards and Moral events:
 * the action runs here when this user may write every document it changes, else at the active GM
 * through a v13 query whose handler authorises the requesting user again.
 */
import { route } from "./permissions";

/** How long a query waits for the GM's answer. */
const GM_QUERY_TIMEOUT = 30_000;

type QueryName = keyof CONFIG.Queries;

export interface GmRequest<Q extends QueryName> {
  /** This user may write every document the action changes. */
  canWriteAll: boolean;
  /** The action, run by this user. */
  here: () => Promise<string | null>;
  /** The query the active GM answers, and its data (the requesting user's id included). */
  query: Q;
  data: Parameters<CONFIG.Queries[Q]>[0];
  /** The error key when the action cannot run here and no GM is connected. */
  noGM?: string;
}

/** The error key when the GM's client does not answer in time or its handler fails. */
export const GM_NO_ANSWER = "ALTHERION.Chat.Error.GMNoAnswer";

/** Runs an action here or at the active GM; returns its error key, or null when it was done. */
export async function runHereOrAtGM<Q extends QueryName>(request: GmRequest<Q>): Promise<string | null> {
  const gm = game.users?.activeGM ?? null;
  const where = route({ canWriteAll: request.canWriteAll, activeGM: Boolean(gm) }, request.noGM);
  if (where.via === "none") return where.reason;
  if (where.via === "local" || gm?.isSelf) return request.here();
  try {
    return (await gm!.query(request.query, request.data, { timeout: GM_QUERY_TIMEOUT })) as string | null;
  } catch (error) {
    console.error("Altherion | the GM's client did not carry out the action", error);
    return GM_NO_ANSWER;
  }
}
