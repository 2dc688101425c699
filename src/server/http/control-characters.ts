// Control characters: C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F). They have no
// place in a name, an e-mail or an amount: a NUL breaks PostgreSQL text, an ESC sequence
// repaints an operator's terminal. Only a multiline field keeps tab and line breaks.

const ANY = /[\u0000-\u001f\u007f-\u009f]/;
const BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether the text holds a control character; a multiline text may hold tab, LF and CR. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? BUT_LINE_BREAKS : ANY).test(text);
}

interface Step {
  value: unknown;
  key: string;
  depth: number;
  parent: Step | null;
}

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (key or value) in a parsed JSON value holding a control
 * character, e.g. "selections.0.odd_name", or null. Walks with its own stack and builds a
 * path only where it may be a multiline field or is the answer: a deeply nested body costs
 * linear time and no call stack.
 */
export function findControlCharacters(value: unknown, multilineFields: ReadonlySet<string> = new Set()): string | null {
  const multilineDepth = Math.max(0, ...[...multilineFields].map((f) => f.split('.').length));
  const stack: Step[] = [{ value, key: '', depth: 0, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (!hasControlCharacters(v)) continue;
      if (step.depth > multilineDepth) return pathOf(step);
      const path = pathOf(step);
      if (hasControlCharacters(v, multilineFields.has(path))) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), depth: step.depth + 1, parent: step });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const child = { value: inner, key, depth: step.depth + 1, parent: step };
        if (hasControlCharacters(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return null;
}

/**
 * Text for a terminal: every control character (but LF when `keepNewlines`) becomes a
 * visible escape such as \x1b or \u009b, so player-supplied text cannot move the cursor,
 * clear the screen or retitle the window.
 */
export function escapeControlCharacters(text: string, keepNewlines = false): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => {
    if (keepNewlines && ch === '\n') return ch;
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
