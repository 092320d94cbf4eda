/**
 * /dashboard/plans in Spanish (docs/decisions/0033-languages.md), with `fetch` stubbed: what the SPA says itself of a SIM card on its way, by
 * the server's codes (a delivery step's `step`, its time), whatever English label the answer carries.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Line } from '@contract/lines'
import type { SimKit } from '@contract/sim'
import { portInLine } from '../machines/lines.samples'
import { profile } from './api-stub'
import { WITHHELD_LINES } from './withheld-lines'
import { jwt, renderApp, stubApi } from './auth-harness'

/** A SIM card line waiting for its kit: packed and shipped, not delivered yet. */
const kitLine: Line = { ...portInLine, id: 'line-kit', portIn: null, iccid: null }
const kit: SimKit = {
  lineId: 'line-kit',
  stage: 'shipped',
  steps: [
    { step: 'packed', at: '2026-03-01T12:00:00.000Z' },
    { step: 'shipped', at: '2026-03-02T12:00:00.000Z' },
    { step: 'delivered', at: null },
  ],
  trackingNumber: 'RM123456789US',
  expectedAt: '2026-03-03T12:00:00.000Z',
  triesLeft: 3,
  canActivate: false,
}

afterEach(() => localStorage.clear())

/** The delivery steps' texts on a page drawn in `language` (as the server draws it for the `lang` cookie). */
async function kitSteps(language: 'en' | 'es') {
  localStorage.setItem('token', jwt())
  stubApi({
    'GET /app/users/subscriptions': () => Response.json({ lines: [kitLine] }),
    'GET /app/lines/line-kit/sim': () => Response.json(kit),
    // The account's saved language: a browser with no choice of its own takes it when the profile arrives.
    'GET /app/users/view': () => Response.json({ ...profile, language }),
  })
  renderApp('/dashboard/plans', { actorOptions: { language } })
  const label = language === 'es' ? 'Pasos de la entrega de la tarjeta SIM' : 'SIM card delivery steps'
  const list = await screen.findByRole('list', { name: label }, { timeout: 5000 })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('a SIM card on its way', () => {
  it('names each delivery step by its code and dates it in the page language', async () => {
    expect(await kitSteps('en')).toEqual(['Packed1 Mar 2026, 12:00', 'Shipped2 Mar 2026, 12:00', 'Delivered'])
  })

  it('in Spanish, whatever English label the answer carries', async () => {
    expect(await kitSteps('es')).toEqual([expect.stringMatching(/^Preparado1 mar/), expect.stringMatching(/^Enviado2 mar/), 'Entregado'])
  })
})

describe('an eSIM code the server withholds', () => {
  it('says why in Spanish, per reason', async () => {
    localStorage.setItem('token', jwt())
    stubApi({
      'GET /app/users/subscriptions': () => Response.json({ lines: WITHHELD_LINES }),
      'GET /app/users/view': () => Response.json({ ...profile, language: 'es' }),
    })
    renderApp('/dashboard/plans', { actorOptions: { language: 'es' } })
    const card = async (id: string) => {
      await screen.findByRole('list', { name: 'Tus líneas' }, { timeout: 5000 })
      return within(document.querySelector<HTMLElement>(`article[data-line="${id}"]`)!)
    }
    expect((await card('locked')).getByTestId('esim-withheld')).toHaveTextContent(
      'Desactiva el bloqueo de cambio de SIM en la página de esta línea para ver el código de su eSIM.',
    )
    expect((await card('unproven')).getByTestId('esim-withheld')).toHaveTextContent(
      'Por tu seguridad, vuelve a iniciar sesión para ver el código de la eSIM de esta línea.',
    )
    expect((await card('locked')).queryByRole('button', { name: 'Ver código QR de la eSIM' })).toBeNull()
  })
})
