// A build-time change to how the server renders a page that missed the page cache (issue 20:
// a league page miss cost 8.3 ms of main-thread CPU). It applies to the server build only;
// the browser's code is untouched.

/** The tag Astro reads (astro/dist/runtime/server/render/common.js) to pick a component's renderer without asking each one. */
const RENDERER_TAG = "Symbol.for('astro:renderer')";
const ISLAND_FILE = /\/src\/islands\/.+\.[jt]sx$/;

/** Names a module binds and exports itself (re-exports of other modules are tagged in their own module). */
function exportedBindings(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration' && !node.source) {
      const declaration = node.declaration;
      if (declaration?.id?.type === 'Identifier') names.push(declaration.id.name);
      for (const declarator of declaration?.type === 'VariableDeclaration' ? declaration.declarations : []) {
        if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
      }
      for (const specifier of node.specifiers ?? []) if (specifier.local?.type === 'Identifier') names.push(specifier.local.name);
    } else if (node.type === 'ExportDefaultDeclaration' && node.declaration?.id?.type === 'Identifier') {
      names.push(node.declaration.id.name);
    }
  }
  return [...new Set(names)];
}

/**
 * Tags every component an island module exports as React's. Without the tag Astro asks each
 * renderer whether it can render a component, and @astrojs/react answers by rendering it once
 * with a throwaway element (react's server.js `check`): every island on a page was rendered
 * twice. React is the site's only framework renderer, so the answer is known at build time.
 * @returns {import('vite').Plugin}
 */
export function reactIslandsTagged() {
  return {
    name: 'sportsbook:react-islands-tagged',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!ISLAND_FILE.test(id.split('?', 1)[0] ?? '')) return null;
      const names = exportedBindings(this.parse(code));
      if (names.length === 0) return null;
      // Only functions and React's element-like objects (memo, forwardRef) can be components; other exports are left alone.
      const tag = `\n;for (const c of [${names.join(', ')}]) if (typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c)) c[${RENDERER_TAG}] = '@astrojs/react';\n`;
      return { code: code + tag, map: null };
    },
  };
}
