/**
 * What a scene (src/testing/scenes/) needs of a world, as one small typed interface (SCENES.md).
 * Two runners implement it: the test world (test/world/driver.ts, Vitest) and a real Foundry
 * world (src/testing/quench/, Quench). A scene talks only to this interface and to src/rules,
 * so the same steps run on both. No Foundry globals here: documents are referred to by UUID and
 * read back as plain prepared data.
 */

/** Who acts. A runner with fewer clients plays a missing player's seat as the GM and says so. */
export type Seat = "gm" | "player1" | "player2";

/** A notification a client was shown (already localized). */
export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

/** Plain item data, as dragged from a compendium or typed by a GM. */
export interface ItemData {
  name: string;
  type: string;
  system?: Record<string, unknown>;
  effects?: Record<string, unknown>[];
  /** Where it was dragged from (a compendium UUID), when it was. */
  uuid?: string;
}

export interface ActorData {
  name: string;
  type: "personnage" | "pnj" | "groupe";
  system?: Record<string, unknown>;
  items?: ItemData[];
}

export interface ItemView {
  id: string;
  uuid: string;
  name: string;
  type: string;
  /** The prepared system data (source + derived), as plain JSON. */
  system: Record<string, unknown>;
}

/** An actor as every client sees it after preparation. */
export interface ActorView {
  uuid: string;
  id: string;
  name: string;
  type: string;
  /** The prepared system data (source + derived), as plain JSON. */
  system: Record<string, unknown>;
  /** The stored system data only. */
  source: Record<string, unknown>;
  statuses: string[];
  items: ItemView[];
  flags: Record<string, unknown>;
}

/** A test as a scene asks for it (the roll dialog is skipped: these are its choices). */
export interface TestSpec {
  label?: string;
  /** A main or secondary characteristic key (force, corps, finesse …). */
  characteristic?: string;
  /** Skills by their name as the world shows it; the runner matches them as a macro would. */
  skillNames?: string[];
  complexity?: number;
  difficulty?: number | null;
  /** Impact points spent for surpuissance dice (R-DICE-4). */
  impactPoints?: number;
  /** R-SK-2 the expertise die (applies only with an owned expertise of a skill used). */
  expertise?: boolean;
  espoirBonus?: number;
  /** R-FORT-1 Fortune points declared. */
  fortune?: number;
  /** A free flat bonus or malus. */
  bonus?: number;
  /** An owned weapon or spell (item id): the test is its attack (or its cast). */
  itemId?: string;
  /** Targeted actors (UUIDs) for an attack. */
  targets?: string[];
  /** R-FIGHT-2 the attack is hidden (the roll dialog's option); absent: the weapon's default. */
  hidden?: boolean;
  /** R-SPELL-1..3 a spell's choices in the roll dialog: incantation options, healing target and wounds, area groups. */
  spell?: { concentration?: number; gestes?: number; paroles?: number; composantes?: number; surcharge?: boolean; healTarget?: string; wounds?: number; groups?: number[] };
}

/** A chat card as one seat sees it. */
export interface CardView {
  messageId: string;
  /** The rules' result of the message's test, when it carries one. */
  result: {
    total: number;
    kept: number;
    success: boolean | null;
    margin: number | null;
    critSuccess: boolean;
    critFailure: boolean;
  } | null;
  /** The card's buttons this seat may press (action and target UUID). */
  buttons: { action: string; target: string | null }[];
  /** The message's flags (card state, defence records …). */
  flags: Record<string, unknown>;
  /** The card's text (HTML stripped), for wording checks. */
  text: string;
}

export interface CombatView {
  round: number;
  turn: number | null;
  /** The actor whose turn it is. */
  current: string | null;
  /** Actor UUIDs in turn order (an actor appears once per turn it has in a round). */
  order: string[];
}

/** Every step's options: who acts, and the d10 faces the step will roll, in order (R-DICE-8). */
export interface Act {
  as?: Seat;
  dice?: number[];
}

export interface SceneDriver {
  /** The world's language ("fr", or "en" for the English world). */
  readonly lang: string;
  /** Whether a seat is played by its own client (false: the runner plays it as the GM). */
  hasSeat(seat: Seat): boolean;

  setSetting(key: string, value: unknown): Promise<void>;
  /** A compendium document's data by pack name and document id, as a drag from the compendium gives it. */
  compendiumItem(pack: string, id: string): Promise<ItemData>;

  /** Creates an actor as the GM; `owner` gets OWNER permission. Resolves to its UUID. */
  createActor(data: ActorData, options?: { owner?: Seat }): Promise<string>;
  actor(uuid: string): Promise<ActorView>;
  deleteActor(uuid: string): Promise<void>;
  /** An update by a seat; resolves to whether anything was written (refusals are notices or errors). */
  update(uuid: string, changes: Record<string, unknown>, act?: Act): Promise<boolean>;
  /** Drops an item on an actor's sheet (prerequisite and cost warnings answered with `confirm`). */
  dropItem(actorUuid: string, item: ItemData, act?: Act & { confirm?: boolean }): Promise<string[]>;

  /** A rest (R-CON-8) as the sheet's rest button makes it. */
  rest(actorUuid: string, rank: string, options?: Record<string, unknown>, act?: Act): Promise<boolean>;
  /** Enters or leaves a special state (R-STATE-1..6) as the sheet's state buttons do. */
  setState(actorUuid: string, state: string, active: boolean, act?: Act): Promise<boolean>;
  /** The ↻ refresh of one pool, or of all three (R-CAR-5). */
  refreshPoints(actorUuid: string, pool?: string, act?: Act): Promise<boolean>;
  /** R-CAR-7 an Active Effect on an actor whose changes add their values, as the GM makes one. Resolves to its UUID. */
  addEffect(actorUuid: string, effect: { name: string; changes: { key: string; value: string }[] }, act?: Act): Promise<string>;
  /** Deletes an embedded document (an Active Effect, an item) by UUID. */
  deleteDocument(uuid: string, act?: Act): Promise<void>;
  /** R-MORAL-8 the GM's grant of one personal Espoir or Désespoir (the sheet's and the Moral panel's control). */
  grantMoral(actorUuid: string, kind: "espoir" | "desespoir"): Promise<void>;
  /** R-CON-9 the sheet's « force a regeneration » button. */
  forceRegeneration(actorUuid: string, act?: Act): Promise<void>;

  /** Rolls a test (dialog skipped) and resolves to its card, or null when refused. */
  rollTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null>;
  /** R-SK-7 a macro's test: `game.altherion.rollTest(spec, { actor, skipDialog: true })`; its card, or null when refused. */
  macroTest(actorUuid: string, spec: TestSpec, act?: Act): Promise<CardView | null>;
  card(messageId: string, as?: Seat): Promise<CardView>;
  /** Presses a button of a test card (aggravation, damage, narrow success …). */
  pressCard(messageId: string, action: string, target: string | null, act?: Act): Promise<void>;
  /**
   * Presses a card's button as a card drawn earlier still shows it (another client's chat, drawn before the action
   * was carried out): what the button's click runs, whatever the card shows now.
   */
  pressCardAgain(messageId: string, action: string, target: string | null, act?: Act): Promise<void>;
  /** Answers an attack card's defence bar: the defender's seat defends with Blocage, Esquive or Parade. */
  defend(attackMessageId: string, defenderUuid: string, defence: "blocage" | "esquive" | "parade", act?: Act): Promise<CardView | null>;
  /** Presses "apply damage" on a defence card. */
  applyDefenceDamage(defenceMessageId: string, act?: Act): Promise<void>;
  /**
   * R-FIGHT-3 the GM's record book of once-only records as the GM's Journal directory holds it: the journal entry's
   * name ("" when there is none), whether any player may see it, and the records it keeps of one card.
   */
  gmRecords(messageId: string): Promise<{ book: string; playersSee: boolean; records: { action: string; target: string }[] }>;
  /** Messages posted since the scene began, oldest first. */
  messages(as?: Seat): Promise<CardView[]>;

  /** Creates a combat with these actors (GM), rolls every initiative and starts round 1. */
  startCombat(actorUuids: string[], act?: Act): Promise<CombatView>;
  nextTurn(act?: Act): Promise<CombatView>;
  endCombat(): Promise<void>;

  /** The GM's Award XP tool (R-XP-1): the form's values, then "award". Resolves to the total it showed. */
  awardXp(form: Record<string, unknown>): Promise<number>;
  /**
   * A seat's Spend XP dialog (R-XP-3): the moment (and ellipse/trainer) chosen in the form, then the
   * row of `purchase` bought. Resolves to whether the purchase was written.
   */
  spendXp(actorUuid: string, purchase: Record<string, unknown>, situation: Record<string, unknown>, act?: Act): Promise<boolean>;
  /**
   * Presses "undo the last purchase" in the seat's Spend XP flow of that actor (the window its spends
   * were made in). Resolves to whether a purchase was taken back.
   */
  undoSpend(actorUuid: string, act?: Act): Promise<boolean>;
  /** The GM's Ellipse tool (R-XP-6): the form's values, then "apply". */
  ellipse(form: Record<string, unknown>): Promise<void>;
  /** GM: starts a new arc or act in the characters' usage record (R-XP-7). */
  newArc(actorUuids: string[], act?: boolean): Promise<void>;

  /** What a seat was notified since the last call (then forgotten). */
  notices(seat: Seat): Notice[];
  /** Frees what the scene created. */
  cleanup(): Promise<void>;
}
