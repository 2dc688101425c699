import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
// src/pages/api/[...path].ts
var ____path__exports = /* @__PURE__ */ __exportAll({ ALL: () => ALL });
var ALL = ({ request }) => runtime().api.fetch(request);
// \0virtual:astro:page:src/pages/api/[...path]@_@ts
var page = () => ____path__exports;
export { page };
