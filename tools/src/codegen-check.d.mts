/** Where the contract lives. */
export declare const CONTRACT: string;
/** Where its generated types are committed. */
export declare const GENERATED: string;
/** Generates the TypeScript types of a contract with the pinned openapi-typescript. */
export declare function generateTypes(contractPath: string): string;
/** Compares a fresh generation from the contract with the committed types. */
export declare function isGeneratedClientCurrent(
  contractPath?: string,
  generatedPath?: string,
): { current: boolean; generatedPath: string };
