import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/ui/Loader.tsx
/** A spinner announced to screen readers as "Loading…". The island's lang keeps the server's text the client's. */
function Loader({ lang, label }) {
	const t = useT(lang);
	return /* @__PURE__ */ jsxs("span", {
		className: "isl-loader",
		role: "status",
		children: [/* @__PURE__ */ jsx("span", {
			className: "isl-loader__spinner",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", {
			className: "isl-visually-hidden",
			children: label ?? t("loader.loading")
		})]
	});
}
export { Loader as t };
