// Scene 4: an English world — every skill renamed as Babele would; scenes 1 and 2 again.
import { englishScene } from "../../src/testing/scenes/english";
import { babeleTranslation } from "../world/babele";
import { playScene } from "./play";

playScene(englishScene, { lang: "en", translate: babeleTranslation("en") });
