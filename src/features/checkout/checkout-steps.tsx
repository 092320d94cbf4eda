import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { checkoutLayout } from 'styled-system/recipes/checkout-layout'
import { Badge } from '@/components/ui/badge'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ChoiceCard, ChoiceCards, ChoiceGroup } from '@/components/ui/choice'
import { Dropdown } from '@/components/ui/dropdown'
import { MachineForm } from '@/components/ui/machine-form'
import { ArrowRightIcon, BoltIcon, CheckIcon, PhoneIcon, SimIcon, SparkIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { PhoneNumberInput, TextInput, type TextInputProps } from '@/components/ui/text-input'
import { CHECKOUT_MESSAGES } from '@machines/checkout.machine'
import { CountrySelect } from './country-select'
import { COUNTRY_OPTIONS, STATE_OPTIONS, type CheckoutApi } from './use-checkout'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { checkoutTextsMessages } from '@/i18n/catalogues/checkout-texts'
import { useT, useTranslateText } from '@/i18n/react'

const layout = checkoutLayout()

/**
 * The card of one checkout step: its heading (the page focuses it when the step opens, so the customer and a
 * screen reader start at the top of it), a form whose submit moves on, and the Back / Continue row.
 */
export interface StepCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  onSubmit?: () => void
  /** The Back control: a handler, or null for the first step (which links back to the cart). */
  back: (() => void) | null
  submitLabel?: string
  busy?: boolean
  /** Replaces the Back / Continue row (the review has its own Pay button). */
  footer?: ReactNode
}

export function StepCard({ title, description, children, onSubmit, back, submitLabel, busy = false, footer }: StepCardProps) {
  const headingId = useId()
  const t = useT(checkoutMessages)

  const actions = footer ?? (
    <div className={layout.actions}>
      {back ? (
        <Button variant="outline" onClick={back} disabled={busy}>
          {t('checkout.action.back')}
        </Button>
      ) : (
        <Link to="/cart" className={buttonStyle({ variant: 'outline' })}>
          {t('checkout.action.backToCart')}
        </Link>
      )}
      <Button type="submit" variant="solid" size="lg" loading={busy}>
        {submitLabel ?? t('checkout.action.continue')} <ArrowRightIcon size={18} />
      </Button>
    </div>
  )

  const body = (
    <>
      {children}
      {actions}
    </>
  )

  return (
    <Card.Root variant="elevated" as="section" aria-labelledby={headingId} data-checkout-step={title}>
      <Card.Header>
        <Card.Title id={headingId} tabIndex={-1} data-step-heading="">
          {title}
        </Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {onSubmit ? (
          <MachineForm aria-labelledby={headingId} className={layout.form} onSubmit={onSubmit}>
            {body}
          </MachineForm>
        ) : (
          <div className={layout.form}>{body}</div>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** A step whose form moves on with Continue (number, phone, SIM, shipping): the flow's next, back and busy. */
function FormStep({
  api,
  first = false,
  ...props
}: Omit<StepCardProps, 'onSubmit' | 'back' | 'busy'> & { api: CheckoutApi; first?: boolean }) {
  return <StepCard {...props} onSubmit={api.next} back={first ? null : api.back} busy={api.busy} />
}

type FieldProps = Omit<TextInputProps, 'label'> & { label?: ReactNode }

/** The ZIP code field: a new number's area, the ported number's account, the shipping address. */
function ZipField(props: FieldProps) {
  const t = useT(checkoutMessages)
  return <TextInput label={t('checkout.zip.label')} inputMode="numeric" autoComplete="postal-code" {...props} />
}

/** A number the customer reads off a phone or a SIM card (IMEI, ICCID): the numeric keypad, no autofill. */
function DigitsField(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="off" {...props} />
}

/** What the carrier said about this step (number not eligible, phone not compatible), with what to do about it. */
function StepError({ api, hint }: { api: CheckoutApi; hint: ReactNode }) {
  const translate = useTranslateText(checkoutTextsMessages)
  return api.formError ? (
    <Notice tone="danger" title={translate(api.formError)}>
      {hint}
    </Notice>
  ) : null
}

/** Step 1's two ways, as their cards read. */
const NUMBER_MODES = [
  { value: 'new', icon: <SparkIcon />, title: 'checkout.number.new', text: 'checkout.number.newText' },
  { value: 'port', icon: <PhoneIcon />, title: 'checkout.number.port', text: 'checkout.number.portText' },
] as const

/** Step 1: a new number for a ZIP code, or keep my number (checked with the carrier). */
export function NumberStep({ api }: { api: CheckoutApi }) {
  const { number } = api
  const t = useT(checkoutMessages)
  return (
    <FormStep api={api} first title={t('checkout.number.title')} description={t('checkout.number.description')}>
      <ChoiceGroup legend={t('checkout.number.legend')} columns={2}>
        <ChoiceCards
          name="numberMode"
          value={number.mode}
          onChoose={number.chooseMode}
          options={NUMBER_MODES.map((mode) => ({ value: mode.value, icon: mode.icon, title: t(mode.title), text: t(mode.text) }))}
        />
      </ChoiceGroup>

      {number.isNew ? (
        <div className={layout.row}>
          <ZipField {...number.zipField} placeholder="60601" helperText={t('checkout.number.newZipHelper')} />
        </div>
      ) : (
        <div className={layout.row}>
          <PhoneNumberInput
            {...number.yourNumberField}
            label={t('checkout.number.current')}
            // Typed as it is written, with its brackets and dashes: the phone keypad, not the number pad.
            inputMode="tel"
            placeholder="(312) 555-0123"
            helperText={t('checkout.number.currentHelper')}
          />
          <ZipField {...number.zipField} placeholder="60601" helperText={t('checkout.number.portZipHelper')} />
        </div>
      )}

      <StepError
        api={api}
        hint={number.notEligible && api.formError === CHECKOUT_MESSAGES.notEligible ? t('checkout.number.notEligibleHint') : null}
      />
    </FormStep>
  )
}

/** Step 2: the phone's IMEI, checked for compatibility and eSIM support. */
export function DeviceStep({ api }: { api: CheckoutApi }) {
  const t = useT(checkoutMessages)
  return (
    <FormStep
      api={api}
      title={t('checkout.device.title')}
      description={t('checkout.device.description')}
      submitLabel={t('checkout.device.submit')}
    >
      <div className={layout.row}>
        <DigitsField
          {...api.device.imeiField}
          label={t('checkout.device.imei')}
          placeholder={t('checkout.device.imeiPlaceholder')}
          helperText={t('checkout.device.imeiHelper')}
        />
      </div>
      <StepError api={api} hint={api.device.incompatible ? t('checkout.device.incompatibleHint') : null} />
    </FormStep>
  )
}

/** Step 3: eSIM where the phone supports it, or a SIM card; a SIM at hand gives its ICCID. */
export function SimStep({ api }: { api: CheckoutApi }) {
  const { sim } = api
  const t = useT(checkoutMessages)
  const translate = useTranslateText(checkoutTextsMessages)
  return (
    <FormStep api={api} title={t('checkout.sim.title')} description={t('checkout.sim.description')}>
      <Notice tone="success" icon={<CheckIcon />}>
        {sim.model ? t('checkout.sim.goodNewsModel', { model: sim.model }) : t('checkout.sim.goodNews')}
      </Notice>
      <ChoiceGroup legend={t('checkout.sim.legend')} error={sim.error ? translate(sim.error) : ''}>
        <ChoiceCards
          name="simType"
          value={sim.simType}
          onChoose={sim.chooseSimType}
          invalid={Boolean(sim.error)}
          options={[
            {
              value: 'esim',
              disabled: !sim.esimCapable,
              icon: <BoltIcon />,
              title: t('checkout.sim.esim'),
              badge: (
                <Badge tone={sim.esimCapable ? 'success' : 'neutral'} size="sm">
                  {t(sim.esimCapable ? 'checkout.sim.fastest' : 'checkout.sim.notAvailable')}
                </Badge>
              ),
              text: t(sim.esimCapable ? 'checkout.sim.esimText' : 'checkout.sim.noEsim'),
            },
            { value: 'physical', icon: <SimIcon />, title: t('checkout.sim.card'), text: t('checkout.sim.cardText') },
          ]}
        />
      </ChoiceGroup>

      {sim.simType === 'physical' ? (
        <ChoiceCard
          type="checkbox"
          name="hasOwnSim"
          value="ownSim"
          checked={sim.hasOwnSim}
          onChange={sim.setOwnSim}
          title={t('checkout.sim.own')}
        >
          {t('checkout.sim.ownText')}
        </ChoiceCard>
      ) : null}

      {sim.simType === 'physical' && sim.hasOwnSim ? (
        <div className={layout.row}>
          <DigitsField
            {...sim.iccidField}
            label={t('checkout.sim.iccid')}
            placeholder={t('checkout.sim.iccidPlaceholder')}
            helperText={t('checkout.sim.iccidHelper')}
          />
        </div>
      ) : null}
    </FormStep>
  )
}

/** Step 4 (a SIM card to ship): the delivery address, prefilled from the profile. */
export function ShippingStep({ api }: { api: CheckoutApi }) {
  const { shipping } = api
  const t = useT(checkoutMessages)
  return (
    <FormStep api={api} title={t('checkout.shipping.title')} description={t('checkout.shipping.description')}>
      <div className={layout.fields}>
        <TextInput {...shipping.companyNameField} label={t('checkout.shipping.company')} autoComplete="organization" />
        <TextInput
          {...shipping.addressOneField}
          label={t('checkout.shipping.address')}
          autoComplete="address-line1"
          placeholder={t('checkout.shipping.addressPlaceholder')}
        />
        <TextInput
          {...shipping.addressTwoField}
          label={t('checkout.shipping.addressTwo')}
          autoComplete="address-line2"
          placeholder={t('checkout.shipping.addressTwoPlaceholder')}
        />
        <div className={layout.row}>
          <TextInput {...shipping.cityField} label={t('checkout.shipping.city')} autoComplete="address-level2" />
          <Dropdown
            label={t('checkout.shipping.state')}
            name="state"
            options={STATE_OPTIONS}
            value={shipping.state.value}
            onChange={(value) => shipping.state.onChange(value)}
            error={shipping.state.error}
          />
        </div>
        <div className={layout.row}>
          <ZipField {...shipping.zipField} />
          <CountrySelect
            options={COUNTRY_OPTIONS.map((option) => ({
              ...option,
              label: option.value === 'US' ? t('checkout.shipping.unitedStates') : option.label,
            }))}
            value={shipping.country.value}
            onChange={shipping.country.onChange}
            error={shipping.country.error}
          />
        </div>
      </div>
    </FormStep>
  )
}
