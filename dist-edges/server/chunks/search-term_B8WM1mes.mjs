/** Letters of any alphabet, digits, spaces and . - ' only. */
var SEARCH_PATTERN = /^[\p{L}\p{N} .'\-]+$/u;
/** The trimmed term when it is acceptable, else the first rule it breaks. */
function checkSearchTerm(raw) {
	const term = raw.trim().replace(/\s+/g, " ");
	if (term.length === 0) return {
		ok: false,
		problem: "empty"
	};
	if (!SEARCH_PATTERN.test(term)) return {
		ok: false,
		problem: "special_characters"
	};
	if ([...term].length < 4) return {
		ok: false,
		problem: "too_short"
	};
	if ([...term].length > 50) return {
		ok: false,
		problem: "too_long"
	};
	return {
		ok: true,
		term
	};
}
/** Folds case and accents so "sao" finds "São". */
function searchKey(text) {
	return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
export { searchKey as n, checkSearchTerm as t };
