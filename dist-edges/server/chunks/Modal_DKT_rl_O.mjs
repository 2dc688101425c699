import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { useEffect, useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
// src/islands/ui/scroll-lock.ts
var locks = 0;
var saved;
/** Locks page scrolling and returns the function that releases this lock. */
function lockScroll() {
	const root = document.documentElement;
	if (locks++ === 0) {
		saved = {
			overflow: root.style.overflow,
			paddingRight: root.style.paddingRight
		};
		const scrollbar = window.innerWidth - root.clientWidth;
		root.style.overflow = "hidden";
		if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
	}
	let released = false;
	return () => {
		if (released) return;
		released = true;
		if (--locks === 0 && saved) {
			root.style.overflow = saved.overflow;
			root.style.paddingRight = saved.paddingRight;
			saved = void 0;
		}
	};
}
// src/islands/ui/Modal.tsx
var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=\"hidden\"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
function focusables(root) {
	return [...root.querySelectorAll(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}
/**
* A dialog over the page: focus moves into it and cannot leave with Tab, Escape closes it,
* the page does not scroll behind it, and focus returns where it was when it closes.
*/
function Modal(props) {
	const hydrated = useHydrated();
	if (!props.open || !hydrated) return null;
	return createPortal(/* @__PURE__ */ jsx(Dialog, { ...props }), document.body);
}
function Dialog({ onClose, title, children, actions, lang }) {
	const t = useT(lang);
	const dialog = useRef(null);
	const titleId = useId();
	const close = useRef(onClose);
	close.current = onClose;
	useEffect(() => {
		const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const unlock = lockScroll();
		const root = dialog.current;
		if (root) (focusables(root).find((el) => !el.classList.contains("isl-modal__close")) ?? root).focus();
		return () => {
			unlock();
			previous?.focus();
		};
	}, []);
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			event.stopPropagation();
			close.current();
			return;
		}
		if (event.key !== "Tab" || !dialog.current) return;
		const items = focusables(dialog.current);
		const first = items[0];
		const last = items[items.length - 1];
		if (!first || !last) {
			event.preventDefault();
			return;
		}
		if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault();
			first.focus();
		}
	};
	return /* @__PURE__ */ jsx("div", {
		className: "isl-modal",
		onMouseDown: (event) => event.target === event.currentTarget && close.current(),
		children: /* @__PURE__ */ jsxs("div", {
			ref: dialog,
			className: "isl-modal__dialog",
			role: "dialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			tabIndex: -1,
			onKeyDown,
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "isl-modal__header",
					children: [/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: "isl-modal__title",
						children: title
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-modal__close",
						"aria-label": t("modal.close"),
						onClick: () => close.current(),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "×"
						})
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "isl-modal__body",
					children
				}),
				actions ? /* @__PURE__ */ jsx("div", {
					className: "isl-modal__actions",
					children: actions
				}) : null
			]
		})
	});
}
export { Modal as t };
