// \0virtual:astro:server-island-manifest
var serverIslandMap = /* @__PURE__ */ new Map([]);
var serverIslandNameMap = /* @__PURE__ */ new Map([]);
export { serverIslandMap, serverIslandNameMap };
