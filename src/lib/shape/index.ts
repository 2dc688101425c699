// Checks the shape of untrusted JSON (browser storage) in a few hundred bytes of shipped
// code: the handful of zod's checks the stores need, with the same names, so a store reads
// like a zod schema. A check returns the value (unknown object keys dropped) or fails.

export interface Shape<T> {
  /** The checked value, or undefined when it does not fit. */
  check(value: unknown): { ok: true; value: T } | { ok: false };
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

const FAIL = { ok: false } as const;

function shape<T>(check: Shape<T>['check']): Shape<T> {
  return {
    check,
    safeParse(value) {
      const r = check(value);
      return r.ok ? { success: true, data: r.value } : { success: false };
    },
  };
}

const primitive = <T>(test: (v: unknown) => boolean) => shape<T>((v) => (test(v) ? { ok: true, value: v as T } : FAIL));

type ObjectOf<P extends Record<string, Shape<unknown>>> = {
  [K in keyof P as undefined extends Infer<P[K]> ? never : K]: Infer<P[K]>;
} & { [K in keyof P as undefined extends Infer<P[K]> ? K : never]?: Infer<P[K]> };

export const z = {
  string: () => primitive<string>((v) => typeof v === 'string'),
  number: () => primitive<number>((v) => typeof v === 'number' && Number.isFinite(v)),
  int: () => primitive<number>((v) => Number.isSafeInteger(v)),
  boolean: () => primitive<boolean>((v) => typeof v === 'boolean'),
  literal: <const T extends string | number | boolean>(literal: T) => primitive<T>((v) => v === literal),
  enum: <const T extends readonly string[]>(values: T) => primitive<T[number]>((v) => typeof v === 'string' && values.includes(v)),
  optional: <T>(inner: Shape<T>) => shape<T | undefined>((v) => (v === undefined ? { ok: true, value: undefined } : inner.check(v))),
  nullable: <T>(inner: Shape<T>) => shape<T | null>((v) => (v === null ? { ok: true, value: null } : inner.check(v))),
  array: <T>(item: Shape<T>) =>
    shape<T[]>((v) => {
      if (!Array.isArray(v)) return FAIL;
      const out: T[] = [];
      for (const x of v) {
        const r = item.check(x);
        if (!r.ok) return FAIL;
        out.push(r.value);
      }
      return { ok: true, value: out };
    }),
  record: <T>(_key: Shape<string>, item: Shape<T>) =>
    shape<Record<string, T>>((v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
      const out: Record<string, T> = {};
      for (const [k, x] of Object.entries(v)) {
        const r = item.check(x);
        if (!r.ok) return FAIL;
        out[k] = r.value;
      }
      return { ok: true, value: out };
    }),
  object: <P extends Record<string, Shape<unknown>>>(props: P) =>
    shape<ObjectOf<P>>((v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(props)) {
        const r = s.check((v as Record<string, unknown>)[k]);
        if (!r.ok) return FAIL;
        if (r.value !== undefined) out[k] = r.value;
      }
      return { ok: true, value: out as ObjectOf<P> };
    }),
};
