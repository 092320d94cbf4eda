import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster } from '@ark-ui/react/toast'
import { toast as toastRecipe } from 'styled-system/recipes/toast'
import { ErrorRobot, SuccessRobot } from '../illustrations/robots'
import { uiMessages } from '@/i18n/catalogues/ui'
import { uiTextsMessages } from '@/i18n/catalogues/ui-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { CloseIcon } from './icons'
import { toaster } from './toaster-store'

/** The notification region (Ark Toaster), loaded on demand by <Notifications/>. */
export function ToasterView() {
  const classes = toastRecipe()
  const t = useT(uiMessages)
  // A notification's text in the page's language: a text some catalogue has in English (the defaults, a flow's
  // notice), or the server's message as it came (already in the customer's language).
  const translate = useTranslateText(uiTextsMessages)
  return (
    <Portal>
      <Toaster toaster={toaster} className={classes.group}>
        {(toast) => (
          <Toast.Root className={classes.root} data-notification={toast.type}>
            <span className={classes.picture}>
              {toast.type === 'error' ? (
                <ErrorRobot title={t('ui.notification.error')} />
              ) : (
                <SuccessRobot title={t('ui.notification.success')} />
              )}
            </span>
            <div className={classes.content}>
              <Toast.Title className={classes.title}>
                {typeof toast.description === 'string' ? translate(toast.description) : toast.description}
              </Toast.Title>
            </div>
            <Toast.CloseTrigger className={classes.closeTrigger} aria-label={t('ui.notification.close')}>
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
