/**
 * R-FIGHT-7 the token ruler (Foundry v13's TokenRuler, set as CONFIG.Token.rulerClass): while a
 * token is dragged, each segment and highlighted grid space takes the colour of its band — within
 * the actor's combat move (2 × Agilité m per round), within its combat run (4 × Agilité m), beyond.
 * The distances are the derived `system.vitesses` (combat/speeds.ts `rulerBands`); [I] the scene's
 * grid units are read as metres. Tokens without an Altherion creature keep core's style.
 */
import { rulerBand, rulerBands, type RulerBand } from "../combat/speeds";

type Base = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Waypoint = Parameters<InstanceType<Base>["_getSegmentStyle"]>[0];

/** The colour of each band (green, amber, red), as core colours a ruler. */
export const BAND_COLOURS: Record<RulerBand, number> = { move: 0x2e9e4f, run: 0xd9a21b, beyond: 0xc0392b };

/** The colour of a waypoint's band for this actor, or null to keep core's (no creature, no speeds). */
export function bandColour(system: unknown, waypoint: unknown): number | null {
  const bands = rulerBands(system);
  const cost = (waypoint as { measurement?: { cost?: number } } | null)?.measurement?.cost;
  if (!bands || typeof cost !== "number") return null;
  return BAND_COLOURS[rulerBand(cost, bands)];
}

/** The ruler class, built on core's when the canvas layer exists (the class is made at init, never at import). */
function tokenRulerClass(Core: Base) {
  return class AltherionTokenRuler extends Core {
    protected override _getSegmentStyle(...args: Parameters<InstanceType<Base>["_getSegmentStyle"]>): ReturnType<InstanceType<Base>["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(...args);
      const colour = bandColour(this.token?.actor?.system, args[0] as Waypoint);
      return colour === null ? style : { ...style, color: colour };
    }

    protected override _getGridHighlightStyle(...args: Parameters<InstanceType<Base>["_getGridHighlightStyle"]>): ReturnType<InstanceType<Base>["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(...args);
      const colour = bandColour(this.token?.actor?.system, args[0]);
      return colour === null ? style : { ...style, color: colour };
    }
  };
}

/** Entry's init: the ruler every token uses (nothing where Foundry has no TokenRuler). */
export function registerTokenRuler(): void {
  const Core = (foundry as unknown as { canvas?: { placeables?: { tokens?: { TokenRuler?: Base } } } }).canvas?.placeables?.tokens?.TokenRuler;
  if (!Core) return;
  CONFIG.Token.rulerClass = tokenRulerClass(Core) as never; // the v13 types declare an instance here; core reads a class
}
