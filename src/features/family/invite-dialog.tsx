import type { ActorRefFrom } from 'xstate'
import type { familyInviteMachine } from '@machines/family-invite.machine'
import type { familyRequestMachine } from '@machines/family-request.machine'
import { familyPage } from 'styled-system/recipes/family-page'
import { familyMessages } from '@/i18n/catalogues/family'
import { familyTexts } from '@/i18n/catalogues/family-texts'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import { Button } from '@/components/ui/button'
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice'
import { FormDialog } from '@/components/ui/form-dialog'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { useInviteDialog, useRequestDialog } from './use-family-dialogs'

const classes = familyPage()

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
            <ChoiceCard
              name="kind"
              value="newLine"
              checked={values.kind === 'newLine'}
              onChange={() => api.change('kind', 'newLine')}
              title={t('family.invite.kind.newLine')}
            >
              {t('family.invite.kind.newLineText')}
            </ChoiceCard>
            <ChoiceCard
              name="kind"
              value="moveLine"
              checked={values.kind === 'moveLine'}
              onChange={() => api.change('kind', 'moveLine')}
              title={t('family.invite.kind.moveLine')}
            >
              {t('family.invite.kind.moveLineText')}
            </ChoiceCard>
          </ChoiceGroup>
          {values.kind === 'newLine' ? (
            <ChoiceGroup legend={t('family.invite.plan')} error={errors.planId ? tr(errors.planId) : undefined}>
              {api.plans.map((plan) => (
                <ChoiceCard
                  key={plan.id}
                  name="planId"
                  value={plan.id}
                  checked={values.planId === plan.id}
                  onChange={() => api.change('planId', plan.id)}
                  title={plan.name}
                  aside={<span className={classes.price}>{f.monthly(plan.price)}</span>}
                />
              ))}
            </ChoiceGroup>
          ) : null}
          <ChoiceGroup legend={t('family.invite.role')} error={errors.role ? tr(errors.role) : undefined} columns={2}>
            <ChoiceCard
              name="role"
              value="member"
              checked={values.role === 'member'}
              onChange={() => api.change('role', 'member')}
              title={t('family.role.member')}
            >
              {t('family.invite.role.memberText')}
            </ChoiceCard>
            <ChoiceCard
              name="role"
              value="manager"
              checked={values.role === 'manager'}
              onChange={() => api.change('role', 'manager')}
              title={t('family.role.manager')}
            >
              {t('family.invite.role.managerText')}
            </ChoiceCard>
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
              <ChoiceCard
                name="kind"
                value="addOn"
                checked={api.kind === 'addOn'}
                onChange={() => api.chooseKind('addOn')}
                title={t('family.request.kind.addOn')}
              />
              <ChoiceCard
                name="kind"
                value="planChange"
                checked={api.kind === 'planChange'}
                onChange={() => api.chooseKind('planChange')}
                title={t('family.request.kind.planChange')}
              />
            </ChoiceGroup>
          ) : null}
          <ChoiceGroup
            legend={t(api.kind === 'addOn' ? 'family.request.addOn' : 'family.request.plan')}
            error={api.error ? tr(api.error) : undefined}
          >
            {api.items.map((item) => (
              <ChoiceCard
                key={item.id}
                name="item"
                value={item.id}
                checked={item.chosen}
                onChange={item.choose}
                title={item.name}
                aside={<span className={classes.price}>{api.kind === 'addOn' ? f.money(item.price) : f.monthly(item.price)}</span>}
              />
            ))}
          </ChoiceGroup>
          <p className={classes.note}>{t('family.request.note', { owner: ownerName })}</p>
        </>
      )}
    </FormDialog>
  )
}
