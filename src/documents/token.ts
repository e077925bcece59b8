/**
 * AltherionTokenDocument: R-CON-1 a constitution bar's maximum is max − scars (data/token-bars.ts),
 * so a token shows the fraction of what can still be healed and its HUD offers the range the rules
 * accept; every other bar is core's. Learned from dnd5e's token document, which adjusts the hit
 * point bar the same way. The class is made at init, on the TokenDocument core provides.
 */
import { barCeiling } from "../data/token-bars";

type Base = typeof TokenDocument;

function tokenDocumentClass(Core: Base) {
  return class AltherionTokenDocument extends Core {
    override getBarAttribute(...args: Parameters<InstanceType<Base>["getBarAttribute"]>): ReturnType<InstanceType<Base>["getBarAttribute"]> {
      const data = super.getBarAttribute(...args);
      if (data?.type !== "bar") return data;
      const ceiling = barCeiling(this.actor?.system, data.attribute);
      return ceiling === null ? data : { ...data, max: ceiling };
    }
  };
}

/** Entry's init: the token document class every token uses. */
export function registerTokenDocument(): void {
  CONFIG.Token.documentClass = tokenDocumentClass(TokenDocument) as never;
}
