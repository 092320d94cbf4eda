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
import { useInviteDialog, useRequestDialog } from './use-family-dialogs'

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

/** A dialog's read that failed, with Try again. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  return (
    <Notice tone="danger">
      {tr(message)}{' '}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('family.retry')}
      </Button>
    </Notice>
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
  return (
    <FormDialog
      open={api.open}
      title={t('family.invite.title')}
      description={t('family.invite.description')}
      submitLabel={t('family.invite.submit')}
      busy={api.busy}
      canSubmit={api.canSubmit}
      onSubmit={api.submit}
      onClose={api.close}
    >
      {api.loading ? (
        <Spinner label={t('family.invite.loadingPlans')} />
      ) : api.loadFailed ? (
        <LoadFailed message={api.formError ?? ''} onRetry={api.retry} />
      ) : (
        <>
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
                options={api.plans.map((plan) => ({
                  value: plan.id,
                  title: plan.name,
                  aside: <span className={classes.price}>{f.monthly(plan.price)}</span>,
                }))}
              />
            </ChoiceGroup>
          ) : null}
          <ChoiceGroup legend={t('family.invite.role')} error={errors.role ? tr(errors.role) : undefined} columns={2}>
            <ChoiceCards name="role" value={values.role} onChoose={(role) => api.change('role', role)} options={translated(ROLES)} />
          </ChoiceGroup>
          <TextInput
            name="name"
            label={t('family.invite.name')}
            autoComplete="off"
            value={values.name}
            error={errors.name && tr(errors.name)}
            onChange={(event) => api.change('name', event.target.value)}
          />
          <TextInput
            name="email"
            type="email"
            label={t('family.invite.email')}
            autoComplete="off"
            value={values.email}
            error={errors.email && tr(errors.email)}
            onChange={(event) => api.change('email', event.target.value)}
          />
          <p className={classes.note}>{t(values.kind === 'newLine' ? 'family.invite.noteNewLine' : 'family.invite.noteMoveLine')}</p>
        </>
      )}
    </FormDialog>
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
    <FormDialog
      open={api.open}
      title={t('family.request.title')}
      description={t('family.request.description', { owner: ownerName })}
      submitLabel={t('family.request.submit')}
      busy={api.busy}
      canSubmit={!api.loading && !api.loadFailed}
      onSubmit={api.submit}
      onClose={api.close}
    >
      {api.loading ? (
        <Spinner label={t('family.request.loading')} />
      ) : api.loadFailed ? (
        <LoadFailed message={api.error ?? ''} onRetry={api.retry} />
      ) : (
        <>
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
              options={api.items.map((item) => ({
                value: item.id,
                title: item.name,
                aside: <span className={classes.price}>{api.kind === 'addOn' ? f.money(item.price) : f.monthly(item.price)}</span>,
              }))}
            />
          </ChoiceGroup>
          <p className={classes.note}>{t('family.request.note', { owner: ownerName })}</p>
        </>
      )}
    </FormDialog>
  )
}
