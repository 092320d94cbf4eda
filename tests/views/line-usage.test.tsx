import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LineUsage } from '@contract/line-care'
import { UsageSection } from '@/features/line-care/usage-section'
import { stubApi } from './api-stub'
import { stubFarFromViewport } from './far-from-viewport'

const GB = 1024
const day = (date: string, dataMb: number, dataAllowanceMb?: number) => ({
  date: `2026-03-${date}T00:00:00.000Z`,
  dataMb,
  minutes: 10,
  texts: 5,
  ...(dataAllowanceMb === undefined ? {} : { dataAllowanceMb }),
})

/** A 5 GB line that ran out on its third day and got 3 GB of data on its fourth. */
const WITH_ADDED_DATA: LineUsage = {
  lineId: 'line-1',
  planName: 'Starter',
  periodStart: '2026-03-02T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
  allowance: { dataMb: 8 * GB, minutes: null, texts: null },
  addedDataMb: 3 * GB,
  used: { dataMb: 6 * GB, minutes: 40, texts: 20 },
  days: [day('02', 2 * GB, 5 * GB), day('03', 3 * GB, 5 * GB), day('04', 512, 8 * GB), day('05', 512, 8 * GB)],
}
const UNLIMITED: LineUsage = {
  ...WITH_ADDED_DATA,
  planName: 'Unlimited',
  allowance: { dataMb: null, minutes: null, texts: null },
  addedDataMb: 0,
  days: [day('02', 2 * GB), day('03', 1 * GB)],
}

function renderUsage(usage: LineUsage) {
  stubApi({ 'GET /app/line-care/lines/line-1/usage': () => Response.json(usage) })
  return render(<UsageSection lineId="line-1" />)
}

beforeEach(stubFarFromViewport)

describe('the usage of a line with data added', () => {
  it('says in words where the allowance line starts and the day the added data raised it, with a legend', async () => {
    renderUsage(WITH_ADDED_DATA)
    expect(await screen.findByTestId('usage-allowance-note')).toHaveTextContent(
      'Allowance 5.00 GB, raised by added data to 8.00 GB on 4 Mar.',
    )
    const legend = screen.getByRole('list', { name: 'Chart legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Used so far', 'Allowance'])
    expect(screen.getByTestId('usage-added')).toHaveTextContent('+3.00 GB added')
  })

  it('lists the allowance at each day’s end in the table', async () => {
    renderUsage(WITH_ADDED_DATA)
    const table = await screen.findByRole('table', { hidden: true })
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Data', 'Minutes', 'Texts', 'Allowance'])
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [row.children[0]!.textContent, row.children[4]!.textContent])
    expect(rows).toEqual([
      ['2 Mar', '5.00 GB'],
      ['3 Mar', '5.00 GB'],
      ['4 Mar', '8.00 GB'],
      ['5 Mar', '8.00 GB'],
    ])
  })
})

describe('the usage of a line with unlimited data', () => {
  it('has no allowance line, note or column', async () => {
    renderUsage(UNLIMITED)
    const table = await screen.findByRole('table', { hidden: true })
    expect(within(table).queryByRole('columnheader', { name: 'Allowance', hidden: true })).toBeNull()
    expect(screen.queryByTestId('usage-allowance-note')).toBeNull()
    expect(
      within(screen.getByRole('list', { name: 'Chart legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Used so far'])
  })
})
