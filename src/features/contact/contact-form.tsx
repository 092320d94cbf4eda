import { css } from 'styled-system/css'
import { Card } from '@/components/ui/card'
import { MachineForm } from '@/components/ui/machine-form'
import { Button } from '@/components/ui/button'
import { TextInput } from '@/components/ui/text-input'
import { MessageField } from './message-field'
import { MESSAGE_MAX, useContact } from './use-contact'

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  pair: css({ display: 'grid', columnGap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }),
  actions: css({
    display: 'flex',
    justifyContent: { base: 'stretch', sm: 'flex-end' },
    mt: '1',
    '& > *': { width: { base: 'full', sm: 'auto' } },
  }),
}

/** The contact form (SPEC §2): name, email, message and 'Send Message'. */
export function ContactForm() {
  const api = useContact()
  return (
    <Card.Root variant="elevated" as="section" aria-label="Send us a message">
      <Card.Header>
        <Card.Title level={2}>Send us a message</Card.Title>
        <Card.Description>We reply by email, usually within one business day.</Card.Description>
      </Card.Header>
      <Card.Body>
        <MachineForm aria-label="Contact form" className={styles.form} onSubmit={api.submit}>
          <div className={styles.pair}>
            <TextInput {...api.nameField} label="Name" autoComplete="name" />
            <TextInput
              {...api.emailField}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.com"
            />
          </div>
          <MessageField {...api.messageField} label="Message" maxLength={MESSAGE_MAX} />
          <div className={styles.actions}>
            <Button type="submit" size="lg" loading={api.busy}>
              Send Message
            </Button>
          </div>
        </MachineForm>
      </Card.Body>
    </Card.Root>
  )
}
