/**
 * The rules of the one catalogue of messages (the ids the domain and the stores emit, defined in
 * libs/domain/src/messages): every id used in the source is defined, every catalogue id is used,
 * and no English text is defined under two ids when one of them is a catalogue message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The folders whose source can emit or show a catalogue message. */
export const MESSAGE_SOURCE_DIRS = ['libs/domain/src', 'libs/stores/src', 'libs/ui/src', 'apps/mobile/src'];

const SKIPPED = /\.(test|spec)\.tsx?$|\.stories\.tsx$|\.d\.ts$/;
const QUOTED = /(['"])([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)\1/g;
/** A definition keyed by its own id, `'x.y': { id: 'x.y'`, which defines the id and does not use it. */
const DEFINITION = /(['"])([^'"]+)\1:\s*\{\s*id:\s*(['"])\2\3/g;

/** The source files (path relative to root, and text) of the given folders, tests and stories left out. */
export function readSources(root, dirs = MESSAGE_SOURCE_DIRS) {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !SKIPPED.test(entry.name))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path: relative(root, path), text: readFileSync(path, 'utf8') };
      }),
  );
}

/**
 * The problems of a catalogue: `catalogue` holds the ids the domain defines, `english` every
 * defined message (id to its English text, the extracted lang/en.json), `sources` the files to scan.
 * A quoted id counts as used; one in a namespace of the catalogue ('error.', 'notice.'…) that no
 * message defines counts as used but not defined.
 */
export function messageCatalogueProblems({ catalogue, english, sources }) {
  const problems = [];
  const namespaces = new Set(catalogue.map((id) => id.split('.')[0]));
  const used = new Map();
  for (const { path, text } of sources) {
    for (const [, , id] of text.replace(DEFINITION, '').matchAll(QUOTED)) {
      if (!used.has(id)) used.set(id, path);
    }
  }
  for (const [id, path] of used) {
    if (namespaces.has(id.split('.')[0]) && !Object.hasOwn(english, id)) problems.push(`${id}: used in ${path} but not defined`);
  }
  for (const id of catalogue) {
    if (!Object.hasOwn(english, id)) problems.push(`${id}: in the catalogue but not extracted (run "npm run messages")`);
    if (!used.has(id)) problems.push(`${id}: defined but not used`);
  }
  const idsByText = new Map();
  for (const [id, text] of Object.entries(english)) idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
  for (const [text, ids] of idsByText) {
    if (ids.length > 1 && ids.some((id) => catalogue.includes(id))) problems.push(`"${text}": defined twice, as ${ids.join(' and ')}`);
  }
  return problems;
}
