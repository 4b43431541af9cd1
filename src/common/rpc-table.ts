// A worker protocol written once, as a `const` table, from which its RpcProtocol type and a client with one
// method per request both follow (decision 0404). Each request names its params' fields in the order the
// client method takes them, the result field the method answers with (if it answers with one field), and the
// page part that calls it; its params and result types ride along as a phantom. So adding a request is one
// table row and one handler: the type, the client method and the docs test follow from the row.
import type { RpcClient, RpcProtocol } from './worker-rpc';

/** Which of the page's clients offers the request (the table is the one place that says so). */
export type RequestCaller = 'store' | 'terminal' | 'composition';

export interface RequestRow<
  P = unknown,
  R = unknown,
  A extends readonly string[] = readonly string[],
  Answer = unknown,
> {
  /** The params' fields, in the order the client method takes them as arguments. */
  readonly args: A;
  /**
   * The result field the client method answers with, instead of the whole result; `null`: the method
   * answers nothing (its caller does not need the result, which other clients and tests still get).
   */
  readonly answer?: string | null;
  readonly caller: RequestCaller;
  /** Never set: carries the params and result types from the row to the derived protocol type. */
  readonly types?: { readonly params: P; readonly result: R; readonly answer: Answer };
}

export interface EventRow<T = unknown> {
  /** The payload's fields (checked against the docs' table). */
  readonly fields: readonly string[];
  /** Never set: carries the payload type. */
  readonly payload?: T;
}

export interface ProtocolTable {
  readonly requests: Readonly<Record<string, RequestRow>>;
  readonly events: Readonly<Record<string, EventRow>>;
}

/**
 * One request row: `request<Params, Result>()({ args, answer?, caller })`. Curried so the field names are
 * checked against `Params` (and `answer` against `Result`) while the literals are kept.
 */
export function request<P, R>() {
  return <
    const A extends readonly (keyof P & string)[],
    const C extends RequestCaller,
    const K extends (keyof R & string) | null = never,
  >(row: {
    readonly args: A & (string extends keyof P ? unknown : EveryField<P, A>);
    readonly answer?: K;
    readonly caller: C;
  }): RequestRow<P, R, A, [K] extends [never] ? R : K extends keyof R ? R[K] : void> & {
    readonly caller: C;
  } => row;
}

/** Every field of the params is an argument (else the client could not send it): checked at the row. */
type EveryField<P, A extends readonly string[]> = [Exclude<keyof P, A[number]>] extends [never]
  ? unknown
  : { readonly missingArgs: Exclude<keyof P, A[number]> };

/** One event row: `event<Payload>()(fields)`, every field of the payload named. */
export function event<T>() {
  return <const F extends readonly (keyof T & string)[]>(fields: F & EveryField<T, F>): EventRow<T> => ({
    fields,
  });
}

type ParamsOf<Row> = Row extends { readonly types?: { readonly params: infer P } } ? P : never;
type ResultOf<Row> = Row extends { readonly types?: { readonly result: infer R } } ? R : never;
type PayloadOf<Row> = Row extends EventRow<infer T> ? T : never;

/** The RpcProtocol a table describes (what `createRpcClient` / `serveRpc` are typed with). */
export type ProtocolOf<T extends ProtocolTable> = {
  requests: {
    [M in keyof T['requests']]: { params: ParamsOf<T['requests'][M]>; result: ResultOf<T['requests'][M]> };
  };
  events: { [E in keyof T['events']]: PayloadOf<T['events'][E]> };
};

/** A table's protocol is an RpcProtocol (a compile-time check, used where the protocol is served). */
export type Checked<P extends RpcProtocol> = P;

/** The arguments: one per field named in `args`; optional fields at the end are optional arguments. */
type ArgsOf<Row> = Row extends { readonly args: infer A extends readonly string[] }
  ? ArgTuple<ParamsOf<Row>, A>
  : never;
type ArgTuple<P, A extends readonly string[]> = A extends readonly [
  infer H extends keyof P & string,
  ...infer T extends readonly string[],
]
  ? ArgTuple<P, T> extends infer Rest extends unknown[]
    ? object extends Pick<P, H>
      ? [] extends Rest
        ? [arg?: P[H], ...Rest]
        : [arg: P[H] | undefined, ...Rest]
      : [arg: P[H], ...Rest]
    : never
  : [];
type AnswerOf<Row> = Row extends { readonly types?: { readonly answer: infer T } } ? T : never;

/** One method per request: the params' fields as arguments, the answer (or whole result) as the promise. */
export type ClientOf<Rows extends Readonly<Record<string, RequestRow>>> = {
  [M in keyof Rows]: (...args: ArgsOf<Rows[M]>) => Promise<AnswerOf<Rows[M]>>;
};

type CallerOf<Row> = Row extends { readonly caller: infer C } ? C : never;
/** The requests of a table that one page part calls. */
export type RequestsFor<Rows extends Readonly<Record<string, RequestRow>>, C extends RequestCaller> = {
  [M in keyof Rows as CallerOf<Rows[M]> extends C ? M : never]: Rows[M];
};

/** The client methods of `rows` over `call` (an RpcClient's, or a supervised one's). */
export function clientOf<Rows extends Readonly<Record<string, RequestRow>>>(
  rows: Rows,
  call: (method: string, params: unknown) => Promise<unknown>,
): ClientOf<Rows> {
  const methods: Record<string, (...values: unknown[]) => Promise<unknown>> = {};
  for (const [method, row] of Object.entries(rows)) {
    methods[method] = async (...values) => {
      const params: Record<string, unknown> = {};
      row.args.forEach((name, i) => {
        if (values[i] !== undefined) params[name] = values[i];
      });
      const result = await call(method, params);
      if (row.answer === null) return undefined;
      return row.answer === undefined ? result : (result as Record<string, unknown>)[row.answer];
    };
  }
  return methods as ClientOf<Rows>;
}

/** The client methods of `rows` over an RpcClient of the protocol the rows belong to. */
export function clientOver<P extends RpcProtocol, Rows extends Readonly<Record<string, RequestRow>>>(
  rows: Rows,
  rpc: Pick<RpcClient<P>, 'call'>,
): ClientOf<Rows> {
  return clientOf(rows, (method, params) =>
    rpc.call(method as keyof P['requests'] & string, params as never),
  );
}

/** The rows of one caller, picked at run time too (the client then has exactly those methods). */
export function rowsFor<Rows extends Readonly<Record<string, RequestRow>>, C extends RequestCaller>(
  rows: Rows,
  caller: C,
): RequestsFor<Rows, C> {
  return Object.fromEntries(Object.entries(rows).filter(([, row]) => row.caller === caller)) as RequestsFor<
    Rows,
    C
  >;
}
