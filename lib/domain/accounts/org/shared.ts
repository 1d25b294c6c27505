/**
 * What members of one organisation share: receiving addresses and invoice titles. A buyer whose membership is
 * confirmed (orgRole 'owner' or 'member') sees and may order with the records of the organisation's other members;
 * only the record's own author may change or delete it (the owner checks of lib/domain/accounts/profile stay as they are).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** SQL: `col` is the user themself, or a confirmed member of the same organisation as the (confirmed) user. */
export function sameOrgAs(col: AnyPgColumn, userId: number): SQL {
  return sql`(${col} = ${userId} or ${col} in (
    select m.id from users m join users me on me.id = ${userId}
    where me.org_id is not null and me.org_role in ('owner', 'member') and m.org_id = me.org_id and m.org_role in ('owner', 'member')))`;
}
