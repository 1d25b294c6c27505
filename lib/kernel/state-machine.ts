/**
 * The shape every entity's state machine shares (orders, inquiries, after-sales, refunds, invoices, account-period
 * applications, custom requests, licences, the standards ledger): a table event → rules (from statuses, to status,
 * who may fire it, and an optional guard), and the pure questions asked of it. Each entity keeps its own table,
 * labels and transition writer next to its data; this only answers "is it legal?".
 */
export type MachineRule<S extends string, A extends string, G extends string = never> = {
  from: readonly S[];
  to: S;
  actors: readonly A[];
  /** A condition beyond the status (e.g. an inquiry's quote still valid); the machine's `admits` decides it. */
  guard?: G;
};
export type MachineTable<S extends string, E extends string, A extends string, G extends string = never> = Record<
  E,
  readonly MachineRule<S, A, G>[]
>;

/**
 * `admits(guard, status, ctx)` says whether a guarded rule applies in a status given the caller's context `ctx`
 * (e.g. whether the quote has expired); rules without a guard always apply.
 */
export function machine<S extends string, E extends string, A extends string, G extends string = never, C = void>(
  table: MachineTable<S, E, A, G>,
  admits?: (guard: G, status: S, ctx: C) => boolean,
) {
  const applies = (r: MachineRule<S, A, G>, status: S, ctx: C): boolean =>
    r.from.includes(status) && (r.guard === undefined || !admits || admits(r.guard, status, ctx));
  /** The rule that applies to (status, event), or null when the transition is illegal. */
  const findRule = (status: S, event: E, ctx?: C): MachineRule<S, A, G> | null =>
    table[event].find((r) => applies(r, status, ctx as C)) ?? null;
  /** The status an event leads to from a status for an actor, or null. */
  const nextStatus = (status: S, event: E, actor: A, ctx?: C): S | null => {
    const rule = findRule(status, event, ctx);
    return rule && rule.actors.includes(actor) ? rule.to : null;
  };
  /** The events an actor may fire in a status (which buttons to show). */
  const allowedEvents = (status: S, actor: A, ctx?: C): E[] =>
    (Object.keys(table) as E[]).filter((e) => nextStatus(status, e, actor, ctx) !== null);
  return { table, findRule, nextStatus, allowedEvents };
}
