/**
 * /dev/flows (development only, with VITE_INSPECT=true): every flow machine, its diagram, and the live
 * state of the actors running in the app's other tabs, which report over a BroadcastChannel (src/lib/flow/inspect).
 * Mermaid draws the diagram here, in the browser; this module and Mermaid load only when the page is opened.
 */
import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { mermaidOf } from '@machines/diagram'
import { machineEntries } from '@machines/registry'
import { FLOW_CHANNEL, FLOW_TAB_ID, type FlowActorReport } from '@/lib/flow/inspect'
import { formatTime } from '@/lib/locale'

/** The actors the other tabs report, newest report per actor. */
function useLiveActors() {
  const [actors, setActors] = useState<Record<string, FlowActorReport>>({})
  useEffect(() => {
    const channel = new BroadcastChannel(FLOW_CHANNEL)
    channel.onmessage = (message: MessageEvent<FlowActorReport>) => {
      const report = message.data
      if (report?.type !== 'flow.actor' || report.tabId === FLOW_TAB_ID) return
      setActors((current) => ({ ...current, [report.actorId]: report }))
    }
    channel.postMessage({ type: 'flow.hello' })
    return () => channel.close()
  }, [])
  return Object.values(actors).sort((a, b) => b.at - a.at)
}

/** The leaf states of a report, without the machine id: 'waitingForCode.entry.typing'. */
function stateText(report: FlowActorReport) {
  const ids = report.stateIds
  const leaves = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
  return leaves.map((id) => id.split('.').slice(1).join('.')).join(' + ') || '(root)'
}

/**
 * Mermaid, loaded on first use, renders the diagram text to SVG. Each render gets an id of its own: mermaid.render
 * first removes any element in the document with the id it is given, which with one id per viewer was the diagram on
 * show, and React, handed the same markup again, did not put it back (tests/e2e/dev-flows.spec.ts, on a busy machine).
 */
let renders = 0
function useMermaidSvg(text: string) {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  useEffect(() => {
    let current = true
    void (async () => {
      try {
        const mermaid = (await import('mermaid')).default
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
        renders += 1
        const rendered = await mermaid.render(`flow${id}-${renders}`, text)
        if (current) {
          setSvg({ text, svg: rendered.svg })
          setFailed(null)
        }
      } catch (error) {
        if (current) setFailed(error instanceof Error ? error.message : String(error))
      }
    })()
    return () => {
      current = false
    }
  }, [text, id])
  return { svg: svg?.svg ?? null, current: svg?.text === text, failed }
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '260px 1fr' },
  minHeight: '100vh',
  bg: 'bg.subtle',
  color: 'fg.default',
})
const sidebar = css({
  bg: 'bg.canvas',
  borderRightWidth: { md: '1px' },
  borderBottomWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  p: '4',
  maxHeight: { base: '40vh', md: '100vh' },
  overflowY: 'auto',
  position: { md: 'sticky' },
  top: '0',
})
const itemStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  textAlign: 'left',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})
const selectedItem = css({ bg: 'brand.subtle', fontWeight: 'semibold', color: 'fg.heading' })
const liveDot = css({ fontSize: 'xs', px: '2', borderRadius: 'full', bg: 'accent.muted', color: 'accent.fg', fontWeight: 'semibold' })
const main = css({ p: { base: '4', md: '8' }, minWidth: '0' })
const panel = css({ bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', mt: '4' })
const diagramStyle = css({ overflowX: 'auto', '& svg': { maxWidth: '100%', height: 'auto' } })

export function FlowViewer() {
  const actors = useLiveActors()
  const [chosen, setChosen] = useState<string | null>(null)
  const [chosenActor, setChosenActor] = useState<string | null>(null)
  const selectedId = chosen ?? actors[0]?.machineId ?? machineEntries[0].id
  const entry = machineEntries.find((candidate) => candidate.id === selectedId) ?? machineEntries[0]
  const machineActors = actors.filter((actor) => actor.machineId === entry.id)
  const shown = machineActors.find((actor) => actor.actorId === chosenActor) ?? machineActors[0]
  // A string: the diagram is drawn again only when its text changes.
  const diagram = mermaidOf(entry.machine, shown?.stateIds ?? [])
  const { svg, failed } = useMermaidSvg(diagram)
  const description = (entry.machine.root as { description?: string }).description

  return (
    <div className={layout}>
      <nav aria-label="Flows" className={sidebar}>
        <p className={css({ fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted', mb: '2' })}>
          {machineEntries.length} flows
        </p>
        <ul>
          {machineEntries.map(({ id }) => {
            const live = actors.filter((actor) => actor.machineId === id).length
            return (
              <li key={id}>
                <button
                  type="button"
                  className={cx(itemStyle, id === entry.id && selectedItem)}
                  aria-current={id === entry.id ? 'true' : undefined}
                  onClick={() => {
                    setChosen(id)
                    setChosenActor(null)
                  }}
                >
                  <span>{id}</span>
                  {live > 0 && <span className={liveDot}>{live} live</span>}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <main className={main}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Flow viewer · development only</p>
        <h1 className={css({ textStyle: 'h2', color: 'fg.heading' })}>{entry.id}</h1>
        {description && <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p>}
        <section className={panel} aria-label="Live actors">
          {machineActors.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              No {entry.id} actor is running. Open the app in another tab and use this flow: its state lights up here.
            </p>
          ) : (
            <ul className={css({ display: 'grid', gap: '1' })}>
              {machineActors.map((actor) => (
                <li key={actor.actorId}>
                  <button
                    type="button"
                    className={cx(itemStyle, actor === shown && selectedItem)}
                    onClick={() => setChosenActor(actor.actorId)}
                  >
                    <span>
                      Live state: <strong data-testid={actor === shown ? 'live-state' : undefined}>{stateText(actor)}</strong>
                    </span>
                    <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                      {actor.status} · {formatTime(actor.at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={cx(panel, diagramStyle)} aria-label={`${entry.id} diagram`}>
          {failed ? (
            <pre className={css({ whiteSpace: 'pre-wrap', fontSize: 'xs' })}>{diagram}</pre>
          ) : svg ? (
            // Mermaid's own SVG (securityLevel strict sanitises labels); our machine text is its only input.
            <div data-testid="flow-diagram" dangerouslySetInnerHTML={{ __html: svg }} />
          ) : (
            <p className={css({ color: 'fg.muted' })}>Drawing the diagram…</p>
          )}
        </section>
      </main>
    </div>
  )
}
