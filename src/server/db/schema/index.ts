export * from "./accounts";
export * from "./auth";
export * from "./blog";
export * from "./directory";
export * from "./meta";
export * from "./profiles";
export * from "./properties";
export * from "./reels";
