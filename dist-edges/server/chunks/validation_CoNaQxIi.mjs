// src/lib/validation/index.ts
/** Practical e-mail shape: one @, no spaces, a dot in the domain. The server stores what passes. */
var EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
/** Letters, digits, dot, underscore and hyphen; 3 to 32 characters. */
var USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
/** At least one letter and one digit. Symbols are allowed: refusing them only weakens passwords. */
var PASSWORD_COMPLEXITY_PATTERN = /^(?=.*\p{L})(?=.*\p{N}).*$/su;
/** The first problem with a new password, in the order the change-password form checks them. */
function passwordProblem(password) {
	if (password.length === 0) return "required";
	if ([...password].length < 8) return "too_short";
	if ([...password].length > 128) return "too_long";
	if (!PASSWORD_COMPLEXITY_PATTERN.test(password)) return "needs_letters_and_numbers";
}
var CONTACT_CONTENT_MAX_LENGTH = 5e3;
/** Printable text on one line: no control characters. */
var SINGLE_LINE_TEXT_PATTERN = /^[^\p{Cc}]*$/u;
/** Printable text, line breaks and tabs allowed, other control characters refused. */
var MULTI_LINE_TEXT_PATTERN = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
/** Every field's first problem; an empty object means the message can be sent. */
function contactMessageProblems(input) {
	const problems = {};
	const username = input.username?.trim() ?? "";
	if (username && !USERNAME_PATTERN.test(username)) problems.username = "invalid";
	const email = input.email.trim();
	if (!email) problems.email = "required";
	else if (email.length > 254) problems.email = "too_long";
	else if (!EMAIL_PATTERN.test(email)) problems.email = "invalid";
	const subject = input.subject.trim();
	if (!subject) problems.subject = "required";
	else if (subject.length > 200) problems.subject = "too_long";
	else if (!SINGLE_LINE_TEXT_PATTERN.test(subject)) problems.subject = "invalid";
	const content = input.content.trim();
	if (!content) problems.content = "required";
	else if (content.length < 3) problems.content = "too_short";
	else if (content.length > 5e3) problems.content = "too_long";
	else if (!MULTI_LINE_TEXT_PATTERN.test(content)) problems.content = "invalid";
	return problems;
}
export { contactMessageProblems as n, passwordProblem as r, CONTACT_CONTENT_MAX_LENGTH as t };
