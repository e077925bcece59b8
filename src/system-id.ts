/** The system's id (system.json `id`): the scope of its settings and flags, and the name of its socket. */
export const SYSTEM_ID = "altherion";
