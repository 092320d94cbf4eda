import type { ReactNode } from 'react'
import { recordList } from 'styled-system/recipes/record-list'

/** A column of a record list: its heading, a record's value in it, and how its table cell wraps. */
export interface RecordColumn<R> {
  label: string
  value: (record: R) => ReactNode
  /** A date stays on one line (`nowrap`); an address too, its digits aligned (`address`). */
  cell?: 'nowrap' | 'address'
  /** The column a card shows on its first line (`top`), not among the labelled facts under it. */
  main?: boolean
}

/**
 * Records as a table on wide screens and, on narrow ones (`narrow`), one card per record: its `top` line, then the
 * other columns with their labels written out, so nothing scrolls sideways (the recordList recipe). A record the
 * recipe marks (this browser's sign-in, a blocked attempt) carries `data-<mark.name>`.
 */
export function RecordList<R extends { key: string }>({
  label,
  records,
  columns,
  top,
  mark,
  narrow,
}: {
  /** The list's accessible name. */
  label: string
  records: R[]
  columns: RecordColumn<R>[]
  top: (record: R) => ReactNode
  mark: { name: 'current' | 'refused'; of: (record: R) => boolean }
  narrow: boolean
}) {
  const classes = recordList()
  const marked = (record: R) => ({ [`data-${mark.name}`]: mark.of(record) ? '' : undefined })
  const facts = columns.filter((column) => !column.main)
  if (narrow) {
    return (
      <ul className={classes.cards} aria-label={label}>
        {records.map((record) => (
          <li key={record.key} className={classes.card} {...marked(record)}>
            {top(record)}
            <dl className={classes.facts}>
              {facts.map((column) => (
                <div key={column.label} className={classes.fact}>
                  <dt className={classes.label}>{column.label}</dt>
                  <dd className={classes.value}>{column.value(record)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <table className={classes.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={classes.head}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.key} className={classes.row} {...marked(record)}>
            {columns.map((column) => (
              <td
                key={column.label}
                className={classes.cell}
                data-nowrap={column.cell === 'nowrap' ? '' : undefined}
                data-address={column.cell === 'address' ? '' : undefined}
              >
                {column.value(record)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
