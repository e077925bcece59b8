// Scene 5: rules revision 3 and the GM's seat (pools, Moral caps, a forced regeneration, Fortune, skill names, defences,
// the record book) — in a French world, and in an English one where Babele renames every skill (R-SK-7: « Toughness »).
import { tableRulesScene } from "../../src/testing/scenes/table-rules";
import { babeleTranslation } from "../world/babele";
import { playScene } from "./play";

playScene(tableRulesScene, { players: ["Alice"] });
playScene(tableRulesScene, { players: ["Alice"], lang: "en", translate: babeleTranslation("en") }, " (English world)");
