// Scene 1: creation of a Human with the 75-point budget, played on the test world.
import { creationScene } from "../../src/testing/scenes/creation";
import { playScene } from "./play";

playScene(creationScene);
