// Commands the documentation shows and the fresh-clone test runs: a fenced block preceded by
// `<!-- fresh-clone-test: NAME -->` (invisible once rendered). Plain JS: runs on the system Node before any install.

const MARKED_BLOCK = /<!--\s*fresh-clone-test:\s*([\w-]+)\s*-->[ \t]*\r?\n```[^\n]*\r?\n([\s\S]*?)\r?\n```/g;

/**
 * @param {string} markdown
 * @param {string} file shown in messages
 * @returns {{ name: string, file: string, text: string }[]}
 */
export function markedBlocks(markdown, file) {
  return [...markdown.matchAll(MARKED_BLOCK)].map(([, name, text]) => ({ name, file, text }));
}

/**
 * The block's `NAME=value` assignments replaced (the production command names example hosts such as `db:5432`; the
 * test points them at the local services). Every name must be assigned in the block, or the documentation and the
 * test have drifted apart.
 * @param {string} text
 * @param {Record<string, string>} values
 */
export function withAssignments(text, values) {
  let result = text;
  for (const [name, value] of Object.entries(values)) {
    const assignment = new RegExp(`(^|\\s)${name}=\\S+`, 'g');
    if (!assignment.test(result)) throw new Error(`the command no longer sets ${name}:\n${text}`);
    result = result.replace(assignment, (_match, before) => `${before}${name}=${value}`);
  }
  return result;
}
