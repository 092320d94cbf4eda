import type { ChangeEvent, ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { familyInviteMachine } from '@machines/family-invite.machine'
import type { familyRequestMachine } from '@machines/family-request.machine'
import { familyPage } from 'styled-system/recipes/family-page'
import { familyMessages } from '@/i18n/catalogues/family'
import { familyTexts } from '@/i18n/catalogues/family-texts'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import { Button } from '@/components/ui/button'
import { ChoiceCards, ChoiceGroup, type ChoiceOption } from '@/components/ui/choice'
import { FormDialog } from '@/components/ui/form-dialog'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { useInviteDialog, useRequestDialog, type DialogFlowApi } from './use-family-dialogs'

const classes = familyPage()

type FamilyKey = NonNullable<(typeof familyMessages)['ids']>

/** The fixed choices of the two dialogs: each card's value, and the catalogue keys of its title and its line. */
const INVITE_KINDS = [
  { value: 'newLine', title: 'family.invite.kind.newLine', text: 'family.invite.kind.newLineText' },
  { value: 'moveLine', title: 'family.invite.kind.moveLine', text: 'family.invite.kind.moveLineText' },
] as const
const ROLES = [
  { value: 'member', title: 'family.role.member', text: 'family.invite.role.memberText' },
  { value: 'manager', title: 'family.role.manager', text: 'family.invite.role.managerText' },
] as const
const REQUEST_KINDS = [
  { value: 'addOn', title: 'family.request.kind.addOn' },
  { value: 'planChange', title: 'family.request.kind.planChange' },
] as const

/** A table of fixed choices as the cards of the page's language. */
function useTranslatedChoices() {
  const t = useT(familyMessages)
  return <V extends string>(choices: readonly { value: V; title: FamilyKey; text?: FamilyKey }[]): ChoiceOption<V>[] =>
    choices.map((choice) => ({ value: choice.value, title: t(choice.title), text: choice.text ? t(choice.text) : undefined }))
}

/** Plans or add-ons as radio cards: each one's name, and its price at the card's end. */
function priced(items: readonly { id: string; name: string; price: number }[], format: (price: number) => string): ChoiceOption<string>[] {
  return items.map((item) => ({ value: item.id, title: item.name, aside: <span className={classes.price}>{format(item.price)}</span> }))
}

/**
 * A family dialog whose flow reads first (the plans, the options): the spinner while it reads, the reason and
 * Try again when the read failed, else the form; Send is off until the read is in.
 */
function ReadingFormDialog({
  api,
  title,
  description,
  submitLabel,
  canSubmit,
  loadingLabel,
  loadError,
  children,
}: {
  api: DialogFlowApi & { submit: () => void; retry: () => void }
  title: string
  description: string
  submitLabel: string
  canSubmit: boolean
  loadingLabel: string
  /** Why the read failed (a family text, translated here). */
  loadError: string | null
  children: ReactNode
}) {
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  return (
    <FormDialog
      open={api.open}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busy={api.busy}
      canSubmit={canSubmit}
      onSubmit={api.submit}
      onClose={api.close}
    >
      {api.loading ? (
        <Spinner label={loadingLabel} />
      ) : api.loadFailed ? (
        <Notice tone="danger">
          {tr(loadError ?? '')}{' '}
          <Button variant="outline" size="sm" onClick={api.retry}>
            {t('family.retry')}
          </Button>
        </Notice>
      ) : (
        children
      )}
    </FormDialog>
  )
}

/** "Invite someone": the running invitation flow's dialog (nothing while it does not run). */
export function InviteDialog({ actor }: { actor: ActorRefFrom<typeof familyInviteMachine> | undefined }) {
  return actor ? <OpenInviteDialog actor={actor} /> : null
}

function OpenInviteDialog({ actor }: { actor: ActorRefFrom<typeof familyInviteMachine> }) {
  const api = useInviteDialog(actor)
  const t = useT(familyMessages)
  const translated = useTranslatedChoices()
  const tr = useTranslateText(familyTexts)
  const f = useLocaleFormat()
  const { values, errors } = api
  // The invitee's name and email: typed freely (no autofill: they are someone else's), each with its message.
  const textField = (name: 'name' | 'email') => ({
    name,
    autoComplete: 'off',
    value: values[name],
    error: errors[name] && tr(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => api.change(name, event.target.value),
  })
  return (
    <ReadingFormDialog
      api={api}
      title={t('family.invite.title')}
      description={t('family.invite.description')}
      submitLabel={t('family.invite.submit')}
      canSubmit={api.canSubmit}
      loadingLabel={t('family.invite.loadingPlans')}
      loadError={api.formError}
    >
      {api.formError ? <Notice tone="danger">{tr(api.formError)}</Notice> : null}
      <ChoiceGroup legend={t('family.invite.kind')} columns={2}>
        <ChoiceCards name="kind" value={values.kind} onChoose={(kind) => api.change('kind', kind)} options={translated(INVITE_KINDS)} />
      </ChoiceGroup>
      {values.kind === 'newLine' ? (
        <ChoiceGroup legend={t('family.invite.plan')} error={errors.planId ? tr(errors.planId) : undefined}>
          <ChoiceCards
            name="planId"
            value={values.planId}
            onChoose={(planId) => api.change('planId', planId)}
            options={priced(api.plans, f.monthly)}
          />
        </ChoiceGroup>
      ) : null}
      <ChoiceGroup legend={t('family.invite.role')} error={errors.role ? tr(errors.role) : undefined} columns={2}>
        <ChoiceCards name="role" value={values.role} onChoose={(role) => api.change('role', role)} options={translated(ROLES)} />
      </ChoiceGroup>
      <TextInput {...textField('name')} label={t('family.invite.name')} />
      <TextInput {...textField('email')} type="email" label={t('family.invite.email')} />
      <p className={classes.note}>{t(values.kind === 'newLine' ? 'family.invite.noteNewLine' : 'family.invite.noteMoveLine')}</p>
    </ReadingFormDialog>
  )
}

/** A member's request: the running request flow's dialog (nothing while it does not run). */
export function RequestDialog({ actor, ownerName }: { actor: ActorRefFrom<typeof familyRequestMachine> | undefined; ownerName: string }) {
  return actor ? <OpenRequestDialog actor={actor} ownerName={ownerName} /> : null
}

function OpenRequestDialog({ actor, ownerName }: { actor: ActorRefFrom<typeof familyRequestMachine>; ownerName: string }) {
  const api = useRequestDialog(actor)
  const t = useT(familyMessages)
  const translated = useTranslatedChoices()
  const tr = useTranslateText(familyTexts)
  const f = useLocaleFormat()
  return (
    <ReadingFormDialog
      api={api}
      title={t('family.request.title')}
      description={t('family.request.description', { owner: ownerName })}
      submitLabel={t('family.request.submit')}
      canSubmit={!api.loading && !api.loadFailed}
      loadingLabel={t('family.request.loading')}
      loadError={api.error}
    >
      {api.hasAddOns ? (
        <ChoiceGroup legend={t('family.request.kind')} columns={2}>
          <ChoiceCards name="kind" value={api.kind} onChoose={api.chooseKind} options={translated(REQUEST_KINDS)} />
        </ChoiceGroup>
      ) : null}
      <ChoiceGroup
        legend={t(api.kind === 'addOn' ? 'family.request.addOn' : 'family.request.plan')}
        error={api.error ? tr(api.error) : undefined}
      >
        <ChoiceCards
          name="item"
          value={api.itemId}
          onChoose={api.chooseItem}
          options={priced(api.items, api.kind === 'addOn' ? f.money : f.monthly)}
        />
      </ChoiceGroup>
      <p className={classes.note}>{t('family.request.note', { owner: ownerName })}</p>
    </ReadingFormDialog>
  )
}
