// src/server/current.ts
var KEY = Symbol.for("sportsbook.runtime");
var holder = globalThis;
/** The running runtime. Throws when the site was not started through npm start or npm run dev. */
function runtime() {
	const rt = holder[KEY];
	if (!rt) throw new Error("The runtime has not been started: run the site through npm start or npm run dev.");
	return rt;
}
export { runtime as t };
