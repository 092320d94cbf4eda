import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { column } from 'styled-system/recipes/column'
import type { CardSavingResult } from '@machines/saved-cards.machine'
import { Section } from '@/components/layout/section'
import { OrderHistoryPanel } from './order-history-panel'
import { SavedCardsPanel } from './saved-cards-panel'
import { useOrderHistory } from './use-order-history'
import { useSavedCards } from './use-saved-cards'
import { useSectionHeading } from '@/lib/section-headings'

/** ?success=true / ?failure=true after the card-saving page (validated by the dashboard route's dashboardSearch). */
function useCardSavingResult(): { returnedWith: CardSavingResult; clear: () => void } {
  const search = useSearch({ strict: false }) as { success?: boolean; failure?: boolean }
  const navigate = useNavigate()
  // Read once: the machine announces it on arrival, then the parameter is taken off the address.
  const [returnedWith] = useState<CardSavingResult>(() => (search.success ? 'saved' : search.failure ? 'notSaved' : null))
  const clear = useCallback(() => {
    void navigate({ to: '.', search: {}, replace: true })
  }, [navigate])
  return { returnedWith, clear }
}

export interface PaymentSectionProps {
  /** Leaves for the hosted card-saving page; a full page load by default (view tests pass a spy). */
  leaveFor?: (url: string) => void
}

/** /dashboard/payment (SPEC §2): saved cards and order history. */
export function PaymentSection({ leaveFor }: PaymentSectionProps = {}) {
  return (
    <Section {...useSectionHeading('/dashboard/payment')}>
      <div className={column({ gap: 'section' })}>
        <SavedCards leaveFor={leaveFor} />
        <OrderHistory />
      </div>
    </Section>
  )
}

/**
 * Each panel with its own flow: an answer (the cards, the payments) draws its panel again, not the whole section
 * with the other panel and its dialogs, which would be a long task on a slow phone.
 */
function SavedCards({ leaveFor }: PaymentSectionProps) {
  const { returnedWith, clear } = useCardSavingResult()
  return <SavedCardsPanel api={useSavedCards({ returnedWith, clearReturnParam: clear, leaveFor })} />
}

function OrderHistory() {
  return <OrderHistoryPanel api={useOrderHistory()} />
}
