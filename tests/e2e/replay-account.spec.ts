/**
 * The covering scenarios of the account's profile dialogs (Edit Name, Edit Address, Edit Phone Number) and the
 * change-password dialog, replayed in Chromium (tests/e2e/replay.ts): each step driven through the page, each
 * state checked on screen. Every scenario starts from the same signed-in state: a token in storage and the
 * sample customer's details answered for GET /app/users/view, so no scenario signs in through the server.
 */
import { stepUpChecked } from './step-up-check'
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import {
  changePasswordSamples,
  editAddressSamples,
  editNameSamples,
  editPhoneSamples,
  PASSWORD_CHANGED,
  profile,
} from '../machines/account.samples'
import { answerJson } from '../support/provider'
import { replay, signedIn, type Driver, type Event, type ScenarioStart } from './replay'

const SIGNED_IN_PROFILE = { id: 'cus_scenario', countryCode: '+1', chat: null, ...profile }

async function signedInAs({ page, provider }: ScenarioStart) {
  await signedIn(page)
  provider.use(answerJson('*/app/users/view', SIGNED_IN_PROFILE))
}

const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title })

interface ProfileDialog {
  samples: unknown
  /** The profile page's button and the dialog's title. */
  editLabel: string
  title: string
  /** What an invalid submit says under the field the samples make invalid (SPEC §5). */
  invalid: RegExp
  /** The fields the dialog starts from, with the profile's values. */
  startsWith: Record<string, string>
  /** "Confirm it's you" before saving (the phone number): answered at its proof check. */
  confirmsIdentity?: boolean
}

/** One driver for the three profile dialogs: the same machine shape (machines/profile-edit.ts), other fields. */
function profileDialog({ samples, editLabel, title, invalid, startsWith, confirmsIdentity }: ProfileDialog): Driver {
  const dialog = (page: Page) => dialogOf(page, title)
  const save = (page: Page) => dialog(page).getByRole('button', { name: 'Save Changes' })
  return {
    samples: samples as MachineSamples<AnyStateMachine>,
    url: () => '/dashboard/profile',
    setup: signedInAs,
    calls: { save: '/app/users/edit', ...(confirmsIdentity && { stepUp: stepUpChecked }) },
    act: {
      'dialog.open': (page) => page.getByRole('main').getByRole('button', { name: editLabel }).click(),
      'dialog.close': (page) => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
      'field.change': async (page, event) => {
        if (event.field === 'streetDirection') {
          // The direction dropdown: choose one, or choose the chosen one again to clear it.
          const direction = dialog(page).getByRole('combobox', { name: 'Direction (optional)' })
          await direction.click()
          const current = (await direction.textContent())?.trim()
          await page.getByRole('option', { name: String(event.value || current), exact: true }).click()
          return
        }
        await dialog(page)
          .locator(`input[name="${String(event.field)}"]`)
          .fill(String(event.value))
      },
      'form.submit': (page) => save(page).click(),
    },
    see: {
      closed: async (page, { event }) => {
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(page.getByRole('main').getByRole('button', { name: editLabel })).toBeEnabled()
        if (event?.type === 'xstate.done.actor.save') {
          await expect(page.getByText(String((event.output as { message: string }).message))).toBeVisible()
        }
      },
      editing: async (page, { event }) => {
        await expect(dialog(page)).toBeVisible()
        await expect(save(page)).toBeEnabled()
        if (event?.type === 'dialog.open') {
          for (const [name, value] of Object.entries(startsWith)) {
            await expect(dialog(page).locator(`input[name="${name}"]`)).toHaveValue(value)
          }
        }
        if (event?.type === 'form.submit') await expect(dialog(page).getByText(invalid)).toBeVisible()
        if (event?.type === 'xstate.error.actor.save') {
          const error = event.error as { message: string; errors?: { message: string }[] }
          const shown = error.errors?.[0]?.message ?? error.message
          await expect(page.getByText(shown, { exact: true }).first()).toBeVisible()
        }
      },
      ...(confirmsIdentity && {
        confirmingIdentity: async (page: Page) => {
          // The session's proof is being checked: the form stays, nothing is asked yet.
          await expect(dialog(page)).toBeVisible()
          await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0)
        },
      }),
      saving: async (page) => {
        await expect(save(page)).toBeDisabled()
        await expect(save(page)).toHaveAttribute('aria-busy', 'true')
        await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      },
    },
  }
}

replay(
  'editName',
  profileDialog({
    samples: editNameSamples,
    editLabel: 'Edit name',
    title: 'Edit Name',
    invalid: /^First name must be at least 2 characters$/,
    startsWith: { firstName: 'Dana', lastName: 'Reyes' },
  }),
)

replay(
  'editAddress',
  profileDialog({
    samples: editAddressSamples,
    editLabel: 'Edit address',
    title: 'Edit Address',
    invalid: /^Please enter 5 digit ZIP Code$/,
    startsWith: { streetNumber: '1200', streetName: 'Lake Shore Dr', city: 'Chicago', zipCode: '60601' },
  }),
)

replay(
  'editPhone',
  profileDialog({
    samples: editPhoneSamples,
    editLabel: 'Edit phone number',
    title: 'Edit Phone Number',
    invalid: /^Please enter a valid phone number$/,
    startsWith: { contactNumber: '7700900123' },
    confirmsIdentity: true,
  }),
)

const passwordDialog = (page: Page) => dialogOf(page, 'Change Password')

/** What the password fields hold: empty each time the dialog opens, then what was typed. */
function passwordTyped(events: Event[]) {
  let typed: Record<string, string> = {}
  for (const event of events) {
    if (event.type === 'dialog.open') typed = {}
    if (event.type === 'field.change') typed[String(event.field)] = String(event.value)
  }
  return {
    currentPassword: typed.currentPassword ?? '',
    newPassword: typed.newPassword ?? '',
    confirmNewPassword: typed.confirmNewPassword ?? '',
  }
}
const passwordField = (page: Page, name: string) => passwordDialog(page).locator(`input[name="${name}"]`)

replay('changePassword', {
  samples: changePasswordSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/setting',
  setup: async (start) => {
    await signedInAs(start)
    // The page's other cards, answered as for a customer with neither.
    start.provider.use(
      answerJson('*/app/security/two-step', { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      answerJson('*/app/security/passkeys', { passkeys: [] }),
    )
  },
  calls: { changePassword: '/app/users/changepassword' },
  act: {
    'dialog.open': (page) => page.getByRole('main').getByRole('button', { name: 'Change Password', exact: true }).click(),
    'dialog.close': (page) => passwordDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    'field.change': (page, event: Event) => passwordField(page, String(event.field)).fill(String(event.value)),
    'form.submit': (page) => passwordDialog(page).getByRole('button', { name: 'Change Password' }).click(),
    'success.dismiss': (page) => page.getByRole('alertdialog', { name: 'Password changes!' }).getByRole('button', { name: 'Done' }).click(),
    'failure.dismiss': (page) =>
      page.getByRole('alertdialog', { name: 'That Failed...' }).getByRole('button', { name: 'Try again' }).click(),
  },
  see: {
    closed: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
    },
    idle: async (page, { event, events }) => {
      await expect(passwordDialog(page)).toBeVisible()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      if (event?.type === 'dialog.open') {
        for (const name of ['currentPassword', 'newPassword', 'confirmNewPassword']) await expect(passwordField(page, name)).toHaveValue('')
      }
      if (event?.type === 'form.submit') {
        // Exactly the messages for what was typed since the dialog opened (SPEC §5), none other.
        const typed = passwordTyped(events)
        const expected = [
          !typed.currentPassword && 'Current password is required',
          !typed.newPassword && 'New password is required',
          !typed.confirmNewPassword && 'Please confirm your password',
          typed.currentPassword &&
            typed.newPassword &&
            typed.confirmNewPassword &&
            typed.newPassword !== typed.confirmNewPassword &&
            'Passwords do not match',
        ].filter((message): message is string => Boolean(message))
        expect(expected.length, 'the sample submits an invalid form').toBeGreaterThan(0)
        for (const message of expected) await expect(passwordDialog(page).getByText(message, { exact: true })).toBeVisible()
        await expect(passwordDialog(page).locator('[aria-invalid="true"]')).toHaveCount(expected.length)
      }
      if (event?.type === 'failure.dismiss') await expect(passwordField(page, 'currentPassword')).toHaveValue('Demo#2026')
    },
    submitting: async (page) => {
      await expect(passwordDialog(page).getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-busy', 'true')
    },
    failed: async (page, { event }) => {
      const failure = page.getByRole('alertdialog', { name: 'That Failed...' })
      await expect(failure).toBeVisible()
      await expect(failure).toContainText(String((event?.error as { message: string }).message))
    },
    succeeded: async (page) => {
      const success = page.getByRole('alertdialog', { name: 'Password changes!' })
      await expect(success).toBeVisible()
      await expect(success).toContainText(PASSWORD_CHANGED.message)
      await expect(passwordDialog(page)).toHaveCount(0)
    },
  },
})
