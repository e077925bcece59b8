// foundryvtt-cli 3.0.3 ships no type declarations: the two functions the packs test uses.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(src: string, dest: string, options?: { yaml?: boolean; recursive?: boolean; log?: boolean }): Promise<void>;
  export function extractPack(src: string, dest: string, options?: { yaml?: boolean; clean?: boolean; log?: boolean }): Promise<void>;
}
