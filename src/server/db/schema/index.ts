export * from "./audit";
export * from "./auth";
export * from "./catalogue";
export * from "./files";
export * from "./follow-up";
export * from "./records";
export * from "./signing-rights";
export * from "./supervision";
