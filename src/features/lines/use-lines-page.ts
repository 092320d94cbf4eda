import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { linesPageChildren, linesPageMachine } from '@machines/lines-page.machine'
import { fetchLines, updateNickname } from '@/api/lines'
import { bringNumber, checkPortIn, fetchOldService, makeStart, updatePortInDetails } from '@/api/port-in'
import { useSession } from '@/app/app-context'
import { notify } from '@/components/ui/notifications'
import { PORT_IN_STARTED_NOTICE } from '@contract/port-in'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import type { LineActions } from './line-card'
import { connectEsimQr } from './use-esim-qr'
import { connectLines, type LineView, type LinesApi } from './use-lines'
import { connectNickname, type NicknameApi } from './use-nickname'
import { connectPortIn, type PortInApi } from './use-port-in'
import { connectPortInCheck, type PortInCheckApi } from './use-port-in-check'
import { connectQuickSimCheck, type QuickSimCheckApi } from './use-quick-sim-check'

const notifySaved = (_: unknown, { message }: { message: string }) => void notify({ message })
const notifyFailed = (_: unknown, { message }: { message: string }) => void notify({ message, error: true })

/** One child of the page's system, selected into the component and connected for its view. */
function useChild<TActor extends AnyActorRef, TApi>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TApi,
): TApi {
  const snapshot = useSelector(actor, (s) => s) as SnapshotFrom<TActor>
  return connect(snapshot, actor.send)
}

/** /dashboard/plans as its view needs it: the lines list, what each card's buttons do, and every dialog. */
export interface LinesPageApi {
  lines: LinesApi
  /** What a line card's buttons do. */
  actions: LineActions
  nickname: NicknameApi
  quickSimCheck: QuickSimCheckApi
  /** The port-in eligibility check. */
  check: PortInCheckApi
  portIn: PortInApi
  /** The line whose eSIM QR code is shown, or null. */
  qrLine: LineView | null
  /** Close on the eSIM QR code dialog. */
  closeQrCode: () => void
}

/**
 * /dashboard/plans: one system (machines/lines-page.machine.ts) that invokes the lines list and the dialog flows
 * acting on a line, and carries the hand-offs between them (quick SIM check → add-port-in dialog → eligibility
 * check → 'Good News!' and the start, with the checked SIM number). This hook only provides the calls and the
 * notifications, and connects each child to its dialog.
 */
export function useLinesPage(): LinesPageApi {
  const navigate = useNavigate()
  const { profile } = useSession()
  // The children's calls and notifications, built once: providing them on every render would rebuild five machines.
  const [implementations] = useState(() => ({
    actors: {
      lines: linesPageChildren.lines.provide({ actors: { loadLines: apiActor((_: void, signal) => fetchLines(signal)) } }),
      nickname: linesPageChildren.nickname.provide({
        actors: { saveNickname: apiActor(updateNickname) },
        actions: { notifySaved, notifyFailed },
      }),
      portInCheck: linesPageChildren.portInCheck.provide({ actors: { checkPortIn: apiActor(checkPortIn) }, actions: { notifyFailed } }),
      portIn: linesPageChildren.portIn.provide({
        actors: {
          bringNumber: apiActor(bringNumber),
          updatePortInDetails: apiActor(updatePortInDetails),
          makeStart: apiActor(makeStart),
          loadOldService: apiActor(fetchOldService),
        },
        actions: {
          notifyStarted: () => void notify({ message: PORT_IN_STARTED_NOTICE, stayOpen: true }),
          notifySaved,
          notifyFailed,
          goToDashboard: () => void navigate({ to: '/dashboard' }),
        },
      }),
    },
  }))
  const page = useFlow(linesPageMachine, implementations, (snapshot, send) => ({ children: snapshot.children, send }))
  const { children, send } = page
  const lines = useChild(children.lines!, connectLines)
  const nickname = useChild(children.nickname!, connectNickname)
  const quickSimCheck = useChild(children.quickSimCheck!, connectQuickSimCheck)
  const check = useChild(children.portInCheck!, connectPortInCheck)
  const portIn = useChild(children.portIn!, connectPortIn)
  const qrCode = useChild(children.esimQr!, connectEsimQr)

  const accountDetails = { firstName: profile?.firstName, lastName: profile?.lastName }
  const actions: LineActions = {
    editNickname: (view) =>
      send({
        type: 'line.nickname',
        line: { id: view.id, mdn: view.line.mdn ?? view.line.portIn?.msisdn ?? null, nickname: view.line.nickname },
      }),
    showQrCode: (view) => send({ type: 'line.showQrCode', lineId: view.id }),
    quickSimCheck: (view) => send({ type: 'line.quickSimCheck', line: view.line, accountDetails }),
    startPortIn: (view) => send({ type: 'line.portIn', line: view.line, accountDetails }),
    editPortIn: (view) => send({ type: 'line.editPortIn', line: view.line, accountDetails }),
    resubmitPortIn: (view) => send({ type: 'line.resubmitPortIn', line: view.line, accountDetails }),
    reloadLines: () => children.lines!.send({ type: 'lines.reload' }),
  }

  return {
    lines,
    actions,
    nickname,
    quickSimCheck,
    check,
    portIn,
    qrLine: qrCode.lineId ? (lines.lines.find((view) => view.id === qrCode.lineId) ?? null) : null,
    closeQrCode: qrCode.close,
  }
}
