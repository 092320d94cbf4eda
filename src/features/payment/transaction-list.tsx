import { transactionList } from 'styled-system/recipes/transaction-list'
import { CardBrandIcon } from '@/components/illustrations/card-brands'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'
import type { PayMethod, TransactionRow } from './use-order-history'

/** The card a payment was made with: brand mark and last four digits, or '-' (SPEC §2). */
export function PayMethodLabel({ payMethod }: { payMethod: PayMethod | null }) {
  const classes = transactionList()
  const t = useT(paymentMessages)
  if (!payMethod) return <span aria-label={t('payment.list.noCard')}>-</span>
  return (
    <span className={classes.payMethod}>
      <CardBrandIcon network={payMethod.network} size={30} />
      <span>
        <span className={classes.srOnly}>{t('payment.list.endingIn')} </span>
        {payMethod.last4}
      </span>
    </span>
  )
}

/** "View" of one payment, named by its item and the date as the list shows it. */
function ViewButton({ row, date }: { row: TransactionListProps['rows'][number]; date: string }) {
  const t = useT(paymentMessages)
  return (
    <Button size="sm" variant="outline" onClick={row.view} aria-label={t('payment.list.viewLabel', { item: row.item, date })}>
      {t('payment.list.view')}
    </Button>
  )
}

export interface TransactionListProps {
  rows: (TransactionRow & { view: () => void })[]
  /** The Failed column only when some payment failed. */
  anyFailed: boolean
  /** At 425 px and below: cards instead of the table. */
  narrow: boolean
  /** Names the table or list for assistive technology. */
  caption: string
  /** The order history's 510 px scrolling table area. */
  tall?: boolean
}

/** Payments, newest first: a table on wide screens, cards at 425 px and below; failed ones red with 'Failed'. */
export function TransactionList({ rows, anyFailed, narrow, caption, tall = false }: TransactionListProps) {
  const classes = transactionList({ height: tall ? 'tall' : 'auto' })
  const t = useT(paymentMessages)
  if (narrow) {
    return (
      <ul className={classes.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id}>
            <article className={classes.card} data-failed={row.failed ? '' : undefined} aria-label={`${row.item}, ${row.mobileDate}`}>
              <div className={classes.cardTop}>
                <time className={classes.cardDate} dateTime={row.dateTime}>
                  {row.mobileDate}
                </time>
                {row.failed ? <Badge tone="danger">{t('payment.list.failed')}</Badge> : null}
              </div>
              <p className={classes.cardProduct}>{row.item}</p>
              <div className={classes.cardFoot}>
                <span className={classes.price}>{row.price}</span>
                <PayMethodLabel payMethod={row.payMethod} />
                <ViewButton row={row} date={row.mobileDate} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    )
  }
  return (
    // A keyboard user can scroll the 510 px area too.
    <div className={classes.scroller} {...(tall ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <table className={classes.table}>
        <caption className={classes.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {anyFailed ? (
              <th scope="col" className={classes.head} data-shrink="">
                <span className={classes.srOnly}>{t('payment.list.status')}</span>
              </th>
            ) : null}
            <th scope="col" className={classes.head} data-shrink="">
              {t('payment.list.date')}
            </th>
            <th scope="col" className={classes.head}>
              {t('payment.list.product')}
            </th>
            <th scope="col" className={classes.head} data-align="end" data-shrink="">
              {t('payment.list.price')}
            </th>
            <th scope="col" className={classes.head} data-shrink="">
              {t('payment.list.payMethod')}
            </th>
            <th scope="col" className={classes.head} data-align="end" data-shrink="">
              <span className={classes.srOnly}>{t('payment.list.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={classes.row} data-failed={row.failed ? '' : undefined}>
              {anyFailed ? (
                <td className={classes.cell}>{row.failed ? <Badge tone="danger">{t('payment.list.failed')}</Badge> : null}</td>
              ) : null}
              <td className={classes.cell}>
                <time dateTime={row.dateTime}>{row.tableDate}</time>
              </td>
              <td className={classes.cell} data-product="">
                {row.item}
              </td>
              <td className={classes.cell} data-align="end">
                {row.price}
              </td>
              <td className={classes.cell}>
                <PayMethodLabel payMethod={row.payMethod} />
              </td>
              <td className={classes.cell} data-align="end">
                <ViewButton row={row} date={row.tableDate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
