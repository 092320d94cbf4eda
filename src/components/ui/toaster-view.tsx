import { Portal } from '@ark-ui/react/portal'
import { Toast, Toaster } from '@ark-ui/react/toast'
import { toast as toastRecipe } from 'styled-system/recipes/toast'
import { ErrorRobot, SuccessRobot } from '../illustrations/robots'
import { CloseIcon } from './icons'
import { toaster } from './toaster-store'

/** The notification region (Ark Toaster), loaded on demand by <Notifications/>. */
export function ToasterView() {
  const classes = toastRecipe()
  return (
    <Portal>
      <Toaster toaster={toaster} className={classes.group}>
        {(toast) => (
          <Toast.Root className={classes.root} data-notification={toast.type}>
            <span className={classes.picture}>
              {toast.type === 'error' ? <ErrorRobot title="Error" /> : <SuccessRobot title="Success" />}
            </span>
            <div className={classes.content}>
              <Toast.Title className={classes.title}>{toast.description}</Toast.Title>
            </div>
            <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Close notification">
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
