import { atom } from "nanostores";
// src/stores/toasts.ts
var TOAST_TIMEOUT_MS = 5e3;
var $toasts = atom([]);
var timers = /* @__PURE__ */ new Map();
var counter = 0;
function stopTimer(id) {
	const timer = timers.get(id);
	if (timer !== void 0) clearTimeout(timer);
	timers.delete(id);
}
/** Shows a toast and returns its id. */
function showToast(input) {
	const id = input.id ?? `toast-${++counter}`;
	const toast = {
		...input,
		id,
		persistent: input.persistent ?? false
	};
	stopTimer(id);
	const others = $toasts.get().filter((t) => t.id !== id);
	const kept = others.slice(Math.max(0, others.length - 3));
	for (const gone of others) if (!kept.includes(gone)) stopTimer(gone.id);
	$toasts.set([...kept, toast]);
	if (!toast.persistent) timers.set(id, setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS));
	return id;
}
function dismissToast(id) {
	stopTimer(id);
	const current = $toasts.get();
	if (current.some((t) => t.id === id)) $toasts.set(current.filter((t) => t.id !== id));
}
export { showToast as i, TOAST_TIMEOUT_MS as n, dismissToast as r, $toasts as t };
