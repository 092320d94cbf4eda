import { contactLayout } from 'styled-system/recipes/contact-layout'
import { Card } from '@/components/ui/card'
import { MachineForm } from '@/components/ui/machine-form'
import { Button } from '@/components/ui/button'
import { EmailInput, TextInput } from '@/components/ui/text-input'
import { MessageField } from './message-field'
import { MESSAGE_MAX, useContact } from './use-contact'
import { contactMessages } from '@/i18n/catalogues/contact'
import { useT } from '@/i18n/react'

const styles = contactLayout()

/** The contact form (SPEC §2): name, email, message and 'Send Message'. */
export function ContactForm() {
  const api = useContact()
  const t = useT(contactMessages)
  return (
    <Card.Root variant="elevated" as="section" aria-label={t('contact.form.title')}>
      <Card.Header>
        <Card.Title level={2}>{t('contact.form.title')}</Card.Title>
        <Card.Description>{t('contact.form.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <MachineForm aria-label={t('contact.form.label')} className={styles.form} onSubmit={api.submit}>
          <div className={styles.pair}>
            <TextInput {...api.nameField} label={t('contact.form.name')} autoComplete="name" />
            <EmailInput {...api.emailField} label={t('contact.form.email')} placeholder={t('contact.form.emailPlaceholder')} />
          </div>
          <MessageField {...api.messageField} label={t('contact.form.message')} maxLength={MESSAGE_MAX} />
          <div className={styles.actions}>
            <Button type="submit" size="lg" loading={api.busy}>
              {t('contact.form.submit')}
            </Button>
          </div>
        </MachineForm>
      </Card.Body>
    </Card.Root>
  )
}
