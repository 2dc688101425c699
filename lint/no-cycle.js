// The import-circle rule of this project: type-only imports count.
//
// import-x/no-cycle (4.18.1, the latest) skips `import type` on both ends of every step and has
// no option to count it, so the 50-file circle of the runtime used as a service locator (41
// files importing `type Runtime` from runtime.ts, which imported them all) passed `npm run lint`
// with the rule on. A circle of types still ties its files into one unit: none can be read,
// tested or moved without the others. This rule walks the module graph import-x itself reads
// (its ModuleInfo: the project's resolver, parsers and cache) and follows every import and
// re-export, type-only or not; packages are not followed.
import path from 'node:path';
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';

const PACKAGE = `${path.sep}node_modules${path.sep}`;

/** @param {string} source */
const isLocal = (source) => source.startsWith('.') || source.startsWith('/');

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a file from importing a file with a path of imports back to it, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import circle: {{route}} leads back to this file (type-only imports count). Move what both need below them, or hand it in.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (file === '<text>') return {};
    // Files already walked for this file without finding it: no later import needs them again.
    const cleared = new Set();

    /**
     * @param {import('eslint').Rule.Node} node
     * @param {unknown} source
     */
    const check = (node, source) => {
      if (typeof source !== 'string' || !isLocal(source)) return;
      // The rule runs in ESLint's context, which is what import-x's own rules hand ModuleInfo.
      const first = ModuleInfo.get(source, /** @type {never} */ (context));
      if (!first || first.path === file || cleared.has(first.path)) return;
      /** @type {Array<{ info: NonNullable<typeof first>; route: string[] }>} */
      const queue = [{ info: first, route: [source] }];
      const seen = new Set([first.path]);
      while (queue.length > 0) {
        const { info, route } = /** @type {(typeof queue)[number]} */ (queue.shift());
        for (const [next, imported] of info.getImports()) {
          if (next === file) {
            context.report({ node, messageId: 'cycle', data: { route: route.join(' -> ') } });
            return;
          }
          if (seen.has(next) || cleared.has(next) || next.includes(PACKAGE)) continue;
          seen.add(next);
          const nextInfo = imported.resolve();
          if (nextInfo) queue.push({ info: nextInfo, route: [...route, path.relative(path.dirname(file), next)] });
        }
      }
      for (const walked of seen) cleared.add(walked);
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
