import { setup } from 'xstate'
import { errorActions } from './results'
import { providedByApp } from './provided'
import type { MachineTypes } from './chart'

export interface ReceiptDownloadContext {
  error: string | null
}

export type ReceiptDownloadEvent = { type: 'receipt.download'; transactionId: string }

/**
 * "Download receipt" on a paid transaction: the PDF is fetched with the customer's token and
 * saved by the browser; a second click while it downloads does nothing; a failure says why and may be tried again.
 */
export const receiptDownloadMachine = setup({
  types: {} as MachineTypes<ReceiptDownloadContext, ReceiptDownloadEvent>,
  actors: {
    /** GET /app/payments/transactions/{id}/receipt as a blob, then handed to the browser to save. */
    downloadReceipt: providedByApp<void, { transactionId: string }>('downloadReceipt'),
  },
  actions: errorActions<ReceiptDownloadContext, ReceiptDownloadEvent>(),
}).createMachine({
  id: 'receiptDownload',
  description: 'Downloading the PDF receipt of a paid transaction.',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      description: '"Download receipt"; the last failure\'s message when there was one.',
      on: { 'receipt.download': { target: 'downloading', actions: 'clearError', description: 'Download receipt' } },
    },
    downloading: {
      description: 'The receipt is being fetched; the button spins and ignores clicks.',
      tags: ['busy'],
      invoke: {
        id: 'downloadReceipt',
        src: 'downloadReceipt',
        input: ({ event }) => ({ transactionId: event.transactionId }),
        onDone: { target: 'idle', description: 'Saved by the browser' },
        onError: { target: 'idle', actions: 'keepError', description: 'Failed: the message, and it may be tried again' },
      },
    },
  },
})
