// @ts-check
// How the browser's JavaScript is split into files. Left alone, the bundler makes one chunk
// per distinct set of importing islands: some forty files of a few hundred bytes on every
// page, each gzipped on its own, which costs about a quarter more bytes than the same code
// in one file. Groups fix that: React's runtime; the "shell", everything that the islands
// and scripts of every page import statically; the "sportsbook", what the betting pages add
// (the slip column, the favourite matches); "live", what the live board and a live match's
// page share (the live feed, its odds buttons and scoreboard). Code used by one page or
// loaded on demand keeps the bundler's own splitting: the sportsbook rows' script, for
// one, which the live board's page does without.

const REACT = /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//;
/** Packages small enough, and used widely enough, to travel with our own code. */
const SMALL_PACKAGES = /\/node_modules\/(nanostores|@nanostores\/[^/]+)\//;

/** Each group: its name and the islands or scripts whose static imports it gathers. Earlier groups win. */
const GROUPS = [
  {
    name: 'shell',
    // The loading spinner too: a few hundred bytes that the betting, account and casino islands
    // share; in the sportsbook group it would drag that chunk onto every account page.
    entries: [
      /\/src\/islands\/(AccountArea|Session|MobileAccountItem|SlipBarItem|LanguageSelect|Toasts)\.tsx$/,
      /\/src\/islands\/ui\/Loader\.tsx$/,
      /\/src\/islands\/chrome\.ts$/,
      /\/src\/layouts\/Base\.astro\?astro&type=script/,
    ],
  },
  {
    name: 'sportsbook',
    entries: [/\/src\/islands\/slip\/BetSlip\.tsx$/, /\/src\/stores\/live-favorites\.ts$/],
  },
  {
    // The one socket client, which the live feed imports too: grouped ahead of it so that a
    // logged-in player's socket (on every page) does not bring the live code along.
    name: 'socket',
    entries: [/\/src\/islands\/api\/socket\.ts$/],
  },
  {
    name: 'live',
    // Not the islands themselves: each imports its stylesheet (see assertNoStylesheet).
    entries: [/\/src\/islands\/live\/(live-feed\.ts|OddButton\.tsx|Scoreboard\.tsx)$/],
  },
];

const CSS = /\.css($|\?)/;

/**
 * Whether a module may travel in a group at all.
 * @param {string} id
 */
function ownCode(id) {
  return !CSS.test(id) && (!id.includes('/node_modules/') || SMALL_PACKAGES.test(id));
}

/**
 * Astro drops the stylesheet of a chunk that holds a hydrated island (the page links that
 * CSS already), yet chunks loaded later on demand still ask for it and fail. So grouped
 * modules import no CSS: the Astro components that place the islands import it.
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} ctx
 */
function assertNoStylesheet(id, ctx) {
  const sheet = (ctx.getModuleInfo(id)?.importedIds ?? []).find((dep) => CSS.test(dep));
  if (sheet) throw new Error(`${id} imports ${sheet} but travels in a shared chunk: import the stylesheet from the Astro component that places the island.`);
}

/**
 * Every module id of the client build, found by walking the graph from any one module:
 * all islands meet at least in React.
 * @param {string} start
 * @param {import('rolldown').ChunkingContext} ctx
 */
function wholeGraph(start, ctx) {
  const graph = new Set([start]);
  const walk = [start];
  while (walk.length > 0) {
    const info = ctx.getModuleInfo(/** @type {string} */ (walk.pop()));
    for (const next of [...(info?.importers ?? []), ...(info?.importedIds ?? []), ...(info?.dynamicImporters ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!graph.has(next)) {
        graph.add(next);
        walk.push(next);
      }
    }
  }
  return graph;
}

/**
 * Which group each module belongs to: a group takes what its entries import statically,
 * directly or through other modules of ours (dynamic imports load on demand and stay out),
 * unless an earlier group has it.
 * @param {string} start
 * @param {import('rolldown').ChunkingContext} ctx
 * @returns {Map<string, string>}
 */
function assignGroups(start, ctx) {
  const graph = [...wholeGraph(start, ctx)];
  /** @type {Map<string, string>} */
  const owner = new Map();
  for (const group of GROUPS) {
    const seen = new Set();
    const queue = graph.filter((id) => group.entries.some((re) => re.test(id)));
    while (queue.length > 0) {
      const id = /** @type {string} */ (queue.pop());
      if (seen.has(id) || !ownCode(id)) continue;
      seen.add(id);
      assertNoStylesheet(id, ctx);
      if (!owner.has(id)) owner.set(id, group.name);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return owner;
}

/** @returns {import('rolldown').CodeSplittingOptions} */
export function clientChunks() {
  /** @type {Map<string, string> | null} */
  let owner = null;
  // One bundler group per group, by falling priority: the bundler also takes each captured
  // module's imports into its group, so the earlier groups must capture theirs first.
  return {
    groups: [
      { name: 'react', test: REACT, priority: GROUPS.length + 1 },
      ...GROUPS.map((group, i) => ({
        /** @param {string} id @param {import('rolldown').ChunkingContext} ctx */
        name(id, ctx) {
          owner ??= assignGroups(id, ctx);
          return owner.get(id) === group.name ? group.name : null;
        },
        priority: GROUPS.length - i,
      })),
    ],
  };
}

/**
 * The lazy imports' preload lists without the files their own chunk already imports
 * statically: when a chunk runs, those are loaded, so naming them again only costs bytes in
 * every page that ships the chunk (the shell and the sportsbook named React, the bundler's
 * runtime and the shell in each list). A list left with only the imported file itself is
 * dropped, as Vite does for an import without dependencies: import() loads that file.
 * A plugin, because Astro builds the client with its own modulePreload setting.
 * @returns {import('vite').Plugin}
 */
export function preloadsNotLoaded() {
  /** @type {Record<string, { imports?: string[], viteMetadata?: { importedCss: Set<string> } }>} */
  let bundle = {};
  /** @param {string} file */
  const staticClosure = (file) => {
    const loaded = new Set([file]);
    const walk = [file];
    while (walk.length > 0) {
      for (const next of bundle[/** @type {string} */ (walk.pop())]?.imports ?? []) {
        if (!loaded.has(next)) {
          loaded.add(next);
          walk.push(next);
        }
      }
    }
    return loaded;
  };
  return {
    name: 'preloads-not-loaded',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.modulePreload = {
        polyfill: false,
        resolveDependencies(file, deps, { hostId }) {
          const loaded = staticClosure(hostId);
          const needed = deps.filter((dep) => !loaded.has(dep));
          // With stylesheets to wait for, the file itself still loads beside them, as before.
          const withCss = deps.some((dep) => (bundle[dep]?.viteMetadata?.importedCss.size ?? 0) > 0);
          return needed.length === 1 && needed[0] === file && !withCss ? [] : needed;
        },
      };
    },
    // Runs before Vite writes the preload lists (its own generateBundle comes after the users' plugins).
    generateBundle(_options, output) {
      bundle = /** @type {typeof bundle} */ (/** @type {unknown} */ (output));
    },
  };
}
