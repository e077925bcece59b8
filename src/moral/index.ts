/** The Moral plumbing, one layer below applications/ (ARCHITECTURE.md §5–6). */
export * from "./payer";
export * from "./permissions";
export * from "./request";
export * from "./state";
export * from "./exploit";
export * from "./state-entry";
