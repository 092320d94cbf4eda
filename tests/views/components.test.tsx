import { act, render, screen, waitFor, within } from '@testing-library/react'
import { setupUser } from './user'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/button'
import { Dropdown, type DropdownOption } from '@/components/ui/dropdown'
import { ConfirmationModal, Modal } from '@/components/ui/modal'
import { ScrollFade } from '@/components/ui/scroll-fade'
import { TextInput } from '@/components/ui/text-input'

const DIRECTIONS: DropdownOption[] = ['N', 'E', 'S', 'W', 'NE', 'NW', 'SE', 'SW'].map((value) => ({
  value,
  label: value,
}))

/** Renders `children` in a form whose submits are recorded (and kept from reloading the page). */
function renderInForm(children: React.ReactNode) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
  render(<form onSubmit={onSubmit}>{children}</form>)
  return onSubmit
}

describe('Button', () => {
  it('shows a spinner, is disabled and busy while loading, and ignores clicks', async () => {
    const user = setupUser()
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Save Changes</Button>)
    const button = screen.getByRole('button', { name: 'Save Changes' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button.querySelector('[data-part="spinner"]')).toBeNull()

    rerender(
      <Button onClick={onClick} loading>
        Save Changes
      </Button>,
    )
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button.querySelector('[data-part="spinner"]')).not.toBeNull()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('does not submit a form unless it is a submit button', async () => {
    const user = setupUser()
    const onSubmit = renderInForm(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Send Message</Button>
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('TextInput', () => {
  it('runs the key-down handler on Enter without submitting the enclosing form', async () => {
    const user = setupUser()
    const onKeyDown = vi.fn()
    const onSubmit = renderInForm(
      <>
        <TextInput label="MDN Nickname" name="nickname" onKeyDown={onKeyDown} />
        <button type="submit">Save</button>
      </>,
    )
    await user.type(screen.getByLabelText('MDN Nickname'), 'Work phone{Enter}')
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('leaves Enter to the form when it has no key-down handler', async () => {
    const user = setupUser()
    const onSubmit = renderInForm(
      <>
        <TextInput label="Email" name="email" type="email" />
        <button type="submit">Continue</button>
      </>,
    )
    await user.type(screen.getByLabelText('Email'), 'demo@ringmobile.example{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('toggles the password between hidden and shown with a named button', async () => {
    const user = setupUser()
    render(<TextInput label="Password" name="password" type="password" defaultValue="Demo#2026" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('Demo#2026')

    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('shows its error under the field, announced and tied to the input', () => {
    const { rerender } = render(<TextInput label="ZIP code" name="zipCode" />)
    const input = screen.getByLabelText('ZIP code')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')

    rerender(<TextInput label="ZIP code" name="zipCode" error="Please enter a valid ZIP code" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Please enter a valid ZIP code')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', alert.id)
    expect(input).toHaveAccessibleDescription('Please enter a valid ZIP code')
  })
})

describe('Dropdown', () => {
  it("shows 'Select...' until something is chosen", async () => {
    const user = setupUser()
    const onChange = vi.fn()
    render(<Dropdown label="Street direction" name="streetDirection" options={DIRECTIONS} onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Street direction' })
    expect(trigger).toHaveTextContent('Select...')

    await user.click(trigger)
    await user.click(await screen.findByRole('option', { name: 'NE' }))
    expect(onChange).toHaveBeenCalledWith('NE', { value: 'NE', label: 'NE' })
    expect(trigger).toHaveTextContent('NE')
    expect(trigger).not.toHaveTextContent('Select...')
  })

  it("says 'No options' when there is nothing to choose", async () => {
    const user = setupUser()
    render(<Dropdown label="State" name="state" options={[]} />)
    await user.click(screen.getByRole('combobox', { name: 'State' }))
    expect(await screen.findByText('No options')).toBeInTheDocument()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it("says 'Loading...' while the options load", async () => {
    const user = setupUser()
    render(<Dropdown label="Country" name="country" options={DIRECTIONS} loading />)
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('clears a deselectable choice when the chosen option is picked again', async () => {
    const user = setupUser()
    function Controlled() {
      const [value, setValue] = useState<string | null>('SW')
      return <Dropdown label="Street direction" options={DIRECTIONS} value={value} onChange={setValue} deselectable />
    }
    render(<Controlled />)
    const trigger = screen.getByRole('combobox', { name: 'Street direction' })
    expect(trigger).toHaveTextContent('SW')
    await user.click(trigger)
    await user.click(await screen.findByRole('option', { name: 'SW' }))
    expect(trigger).toHaveTextContent('Select...')
  })

  it('pages through the options five at a time', async () => {
    // The listbox takes the focus a frame after it shows, and moves its highlight a tick after a key: the keys wait
    // for the focus (a key before it went to the trigger, which ignores Home while the list is open, and was lost),
    // and each highlight is waited for.
    const user = setupUser({ delay: 0 })
    render(<Dropdown label="Street direction" options={DIRECTIONS} />)
    await user.click(screen.getByRole('combobox', { name: 'Street direction' }))
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox).toHaveFocus())
    const highlighted = (name: string) =>
      waitFor(() => expect(within(listbox).getByRole('option', { name })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{Home}')
    await highlighted('N')
    await user.keyboard('{PageDown}')
    await highlighted('NW')
    await user.keyboard('{PageUp}')
    await highlighted('N')
  })
})

describe('Modal', () => {
  it('closes through onClose when given, not onCancel', async () => {
    const user = setupUser()
    const onClose = vi.fn()
    const onCancel = vi.fn()
    render(
      <Modal open title="Change Password" onClose={onClose} onCancel={onCancel}>
        Fields
      </Modal>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('closes through onCancel when there is no onClose', async () => {
    const user = setupUser()
    const onCancel = vi.fn()
    render(<Modal open title="Edit Name" onCancel={onCancel} />)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('stays open when a script moves the focus outside it; Escape still closes it', async () => {
    const user = setupUser()
    const onClose = vi.fn()
    render(
      <>
        <button type="button">Port in my number</button>
        <Modal open title="Can your number move to Ring Mobile?" onClose={onClose}>
          Fields
        </Modal>
      </>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Can your number move to Ring Mobile?' })
    // The dialog starts watching for outside interaction a frame after it opens.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    // What a failure dialog closing over it does: it gives the focus back to the button that had it before.
    act(() => screen.getByRole('button', { name: 'Port in my number', hidden: true }).focus())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('is not shown while closed', () => {
    render(<Modal open={false} title="Edit Name" onCancel={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('confirms with a delete-warning picture by default', async () => {
    const user = setupUser()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmationModal open title="Delete Card?" confirmLabel="Yes, Delete" onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Card?' })
    expect(dialog.querySelector('[data-picture="delete-warning"]')).not.toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('shows a spinner on the confirm button while the action runs', async () => {
    render(<ConfirmationModal open title="Delete Card?" confirmLabel="Yes, Delete" onConfirm={() => {}} onCancel={() => {}} loading />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Card?' })
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete' })
    expect(confirm).toBeDisabled()
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await act(async () => {})
  })
})

describe('ScrollFade', () => {
  /** A row of `width` px showing `client` px of it, scrolled to `left` (jsdom lays nothing out). */
  function size(row: HTMLElement, width: number, client: number) {
    Object.defineProperty(row, 'scrollWidth', { configurable: true, get: () => width })
    Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => client })
  }
  function scrollTo(row: HTMLElement, left: number) {
    row.scrollLeft = left
    act(() => {
      row.dispatchEvent(new Event('scroll'))
    })
  }

  it('shows a fade at each edge where more of the row is hidden, and follows its scrolling', () => {
    const { container } = render(
      <ScrollFade>
        <ul aria-label="Tabs">
          <li>Overview</li>
          <li>Settings</li>
        </ul>
      </ScrollFade>,
    )
    const root = container.firstElementChild as HTMLElement
    const row = screen.getByRole('list', { name: 'Tabs' })
    // The row fits (jsdom's 0 and 0): no fade.
    expect(root).not.toHaveAttribute('data-more-before')
    expect(root).not.toHaveAttribute('data-more-after')

    size(row, 600, 375)
    scrollTo(row, 0)
    expect(root).not.toHaveAttribute('data-more-before')
    expect(root).toHaveAttribute('data-more-after')

    scrollTo(row, 100)
    expect(root).toHaveAttribute('data-more-before')
    expect(root).toHaveAttribute('data-more-after')

    scrollTo(row, 225)
    expect(root).toHaveAttribute('data-more-before')
    expect(root).not.toHaveAttribute('data-more-after')
  })
})
