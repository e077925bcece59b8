// v13 APIs that fvtt-types 13.345.1 lacks, declared once here (TOOLCHAIN.md). Keep each with its comment.
import "fvtt-types/configuration";

// v13 core hook not listed by 13.345.1: `getSceneControlButtons` receives v13's record of scene controls
// (control name → control with a `tools` record) to which a system adds its tools (applications/experience/register.ts).
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      getSceneControlButtons: (controls: Record<string, { tools?: Record<string, unknown> } | undefined>) => void;
    }
  }
}
