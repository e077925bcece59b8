// Scene 3: an arc — usage, Award XP, spends under every gate, a special state, an ellipse.
import { arcScene } from "../../src/testing/scenes/arc";
import { playScene } from "./play";

playScene(arcScene);
