/**
 * The shape every entity's state machine shares (after-sales, invoices, account-period applications, custom
 * requests): a table event → rules (from statuses, to status, who may fire it), and the pure questions asked of it.
 * Each entity keeps its own table, labels and transition writer next to its data; this only answers "is it legal?".
 */
export type MachineRule<S extends string, A extends string> = { from: readonly S[]; to: S; actors: readonly A[] };
export type MachineTable<S extends string, E extends string, A extends string> = Record<
  E,
  readonly MachineRule<S, A>[]
>;

export function machine<S extends string, E extends string, A extends string>(table: MachineTable<S, E, A>) {
  /** The rule that applies to (status, event), or null when the transition is illegal. */
  const findRule = (status: S, event: E): MachineRule<S, A> | null =>
    table[event].find((r) => r.from.includes(status)) ?? null;
  /** The status an event leads to from a status for an actor, or null. */
  const nextStatus = (status: S, event: E, actor: A): S | null => {
    const rule = findRule(status, event);
    return rule && rule.actors.includes(actor) ? rule.to : null;
  };
  /** The events an actor may fire in a status (which buttons to show). */
  const allowedEvents = (status: S, actor: A): E[] =>
    (Object.keys(table) as E[]).filter((e) => nextStatus(status, e, actor) !== null);
  return { table, findRule, nextStatus, allowedEvents };
}
