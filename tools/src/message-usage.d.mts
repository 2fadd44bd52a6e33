/** A source file: its path from the workspace root and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}
/** The folders whose source can emit or show a catalogue message. */
export declare const MESSAGE_SOURCE_DIRS: readonly string[];
/** The source files of the given folders, tests and stories left out. */
export declare function readSources(root: string, dirs?: readonly string[]): SourceFile[];
/** The problems of the catalogue of messages: used but not defined, defined but not used, defined twice. */
export declare function messageCatalogueProblems(input: {
  readonly catalogue: readonly string[];
  readonly english: Readonly<Record<string, string>>;
  readonly sources: readonly SourceFile[];
}): string[];
