export * from "./audit";
export * from "./auth";
export * from "./supervision";
