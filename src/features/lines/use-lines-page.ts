import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useSession } from '@/app/app-context'
import { formatPhoneNumber } from '@/lib/phone'
import type { LineActions } from './line-card'
import { useLines, type LineView } from './use-lines'
import { useNickname } from './use-nickname'
import { usePortIn } from './use-port-in'
import { usePortInCheck } from './use-port-in-check'
import { useQuickSimCheck } from './use-quick-sim-check'

/**
 * /dashboard/plans: the lines and the dialog flows that act on them, each a machine of its own, wired together
 * here. Quick SIM check → (Next) eligibility check → (eligible) port-in flow in add mode with the checked SIM
 * number; a line's tracker opens the port-in flow in edit or resubmit mode.
 */
export function useLinesPage() {
  const navigate = useNavigate()
  const { profile } = useSession()
  const lines = useLines()

  // The machines' actions are provided once; they read the latest list and session through refs.
  const latest = useRef({ lines, profile })
  latest.current = { lines, profile }
  const reloadLines = () => latest.current.lines.reload()
  const lineById = (id: string) => latest.current.lines.lines.find((view) => view.id === id)
  const accountDetails = () => ({ firstName: latest.current.profile?.firstName, lastName: latest.current.profile?.lastName })
  const asPortInLine = (view: LineView) => ({ id: view.line.id, simType: view.line.simType, iccid: view.line.iccid })

  /** SIM numbers from the quick SIM check, by line, until the port-in flow takes them (SPEC §3 port-in draft). */
  const simNumbers = useRef(new Map<string, string>())

  const portIn = usePortIn({ reloadLines, goToDashboard: () => void navigate({ to: '/dashboard' }) })
  const portInRef = useRef(portIn)
  portInRef.current = portIn

  const check = usePortInCheck({
    onEligible: ({ lineId, msisdn, zipCode }) => {
      const view = lineById(lineId)
      if (!view) return
      const iccid = simNumbers.current.get(lineId) ?? null
      simNumbers.current.delete(lineId)
      portInRef.current.send({ type: 'portIn.eligible', line: asPortInLine(view), msisdn, zipCode, iccid, accountDetails: accountDetails() })
    },
  })
  const checkRef = useRef(check)
  checkRef.current = check

  const openCheck = (lineId: string) => {
    const view = lineById(lineId)
    if (!view) return
    checkRef.current.openFor(lineId, { msisdn: formatPhoneNumber(view.line.portIn?.msisdn), zipCode: view.line.portIn?.zipCode || view.line.zipCode })
  }

  const quickSimCheck = useQuickSimCheck({
    openAddPortIn: (lineId, simNumber) => {
      simNumbers.current.set(lineId, simNumber)
      openCheck(lineId)
    },
  })
  const nickname = useNickname({ reloadLines })
  const [qrLineId, setQrLineId] = useState<string | null>(null)

  const openStored = (type: 'portIn.edit' | 'portIn.resubmit', view: LineView) => {
    const stored = view.line.portIn
    if (!stored) return
    portIn.send({
      type,
      line: asPortInLine(view),
      msisdn: stored.msisdn,
      zipCode: stored.zipCode,
      oldService: stored.oldService ?? null,
      accountDetails: accountDetails(),
      ...(type === 'portIn.resubmit' ? { failureField: stored.failureField, failureReason: stored.failureReason } : {}),
    } as Parameters<typeof portIn.send>[0])
  }

  const actions: LineActions = {
    editNickname: (view) => nickname.openFor({ id: view.id, mdn: view.line.mdn ?? view.line.portIn?.msisdn ?? null, nickname: view.line.nickname }),
    showQrCode: (view) => setQrLineId(view.id),
    quickSimCheck: (view) => quickSimCheck.openFor(view.id),
    startPortIn: (view) => openCheck(view.id),
    editPortIn: (view) => openStored('portIn.edit', view),
    resubmitPortIn: (view) => openStored('portIn.resubmit', view),
  }

  return {
    lines,
    actions,
    nickname,
    quickSimCheck,
    check,
    portIn,
    qrLine: qrLineId ? (lines.lines.find((view) => view.id === qrLineId) ?? null) : null,
    closeQrCode: () => setQrLineId(null),
  }
}
