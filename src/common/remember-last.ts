// A pure function's last answer, kept without a module-scope `let` (decision 0504).

/**
 * The last answer kept per arguments (compared with Object.is): for a pure function asked the same question
 * on every store update. The answer is a function of the arguments, so apps sharing it share nothing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function rememberLast<A extends readonly unknown[], R>(answer: (...args: A) => R): (...args: A) => R {
  let last: { readonly args: A; readonly result: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i])))
      return last.result;
    const result = answer(...args);
    last = { args, result };
    return result;
  };
}
