import type { SnapshotFrom } from 'xstate'
import { receiptDownloadMachine, type ReceiptDownloadEvent } from '@machines/receipt-download.machine'
import { getReceipt } from '@/api/receipts'
import { receiptFileName } from '@contract/receipts'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

/** Hands a downloaded file to the browser to save (an object URL on a temporary link, released at once after). */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** "Download receipt" as its button needs it. */
export interface ReceiptDownloadApi {
  /** The receipt is being fetched: the button spins. */
  busy: boolean
  /** Why the last download failed, or null. */
  error: string | null
  /** Fetches the receipt of this transaction and saves it as a file. */
  download: (transactionId: string) => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: SnapshotFrom<typeof receiptDownloadMachine>, send: (event: ReceiptDownloadEvent) => void): ReceiptDownloadApi {
  return {
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    download: (transactionId: string) => send({ type: 'receipt.download', transactionId }),
  }
}

/** "Download receipt": the PDF is fetched with the bearer token (src/api client) and saved as a file. */
export function useReceiptDownload(): ReceiptDownloadApi {
  return useFlow(
    receiptDownloadMachine,
    {
      actors: {
        downloadReceipt: apiActor(async ({ transactionId }: { transactionId: string }, signal) => {
          saveFile(await getReceipt({ transactionId }, signal), receiptFileName(transactionId))
        }),
      },
    },
    connect,
  )
}
