// Scene 2: a combat round, Combativité 2 against 1, played on the test world.
import { roundScene } from "../../src/testing/scenes/round";
import { playScene } from "./play";

playScene(roundScene);
