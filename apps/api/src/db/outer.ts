import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * A column of the outer query inside a correlated subquery. Drizzle leaves columns unqualified
 * when a query reads one table, and inside the subquery that would name the subquery's own.
 */
export function outer(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
